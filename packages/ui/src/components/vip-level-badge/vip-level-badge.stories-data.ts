/** The English names of the VIP levels, as the stories and tests of the VIP pieces show them. */
export const vipLevelLabels = {
  0: "No level",
  1: "Pixel Pioneer",
  2: "Byte Bandit",
  3: "Token Tosser",
  4: "Chain Commander",
  5: "Punk Overlord",
};
