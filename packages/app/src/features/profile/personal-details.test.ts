import { changedDetails, personalDetailsOf } from "./personal-details-form.tsx";

describe("personal details", () => {
  const initial = personalDetailsOf(null);

  it("sends only changed fields, ids as numbers, cleared optional fields as null", () => {
    const before = { ...initial, first_name: "Ada", zipcode: "12345", state_id: "7" };
    const after = {
      ...before,
      first_name: "Ada ",
      last_name: "Lovelace",
      zipcode: "",
      state_id: "9",
      city_id: "",
    };
    expect(changedDetails(before, after)).toEqual({
      last_name: "Lovelace",
      zipcode: null,
      state_id: 9,
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(changedDetails(initial, { ...initial })).toEqual({});
  });
});
