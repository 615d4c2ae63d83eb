// The roulette table's page: the round, its timer and results come from the server (every player
// of the table sees the same round); this script polls the table, shows it and places bets.
/* global document, location, window */
"use strict";

(function () {
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const $ = (id) => document.getElementById(id);
  const launchToken = new URLSearchParams(location.search).get("token") || "";
  let session = "";
  let table = null;
  let lastSeenRound = 0;
  let pending = [];
  let angle = 0;

  // Calls this server (api.js: a safe GET is retried once, a write never).
  const api = window.createPlayApi(() => session);

  // Multiples of the minimum up to the maximum, in exact integers of the smallest unit.
  function chipValues(min, max) {
    const places = Math.max((min.split(".")[1] || "").length, (max.split(".")[1] || "").length);
    const units = (text) => {
      const [whole, fraction = ""] = text.split(".");
      return BigInt(whole + fraction.padEnd(places, "0"));
    };
    const show = (value) => {
      const digits = value.toString().padStart(places + 1, "0");
      return places === 0
        ? digits
        : digits.slice(0, -places) + "." + digits.slice(-places).replace(/0+$/, "").padEnd(1, "0");
    };
    const low = units(min);
    const high = units(max);
    const chips = [];
    for (const multiple of [1n, 2n, 5n, 10n, 25n, 100n]) {
      if (low * multiple <= high) chips.push(show(low * multiple).replace(/\.0$/, ""));
    }
    return chips;
  }

  function colourOf(n) {
    return n === 0 || n === 37 ? "green" : RED.has(n) ? "red" : "black";
  }

  function drawWheel(highlight) {
    const canvas = $("wheel");
    const ctx = canvas.getContext("2d");
    const count = table && table.variant === "american" ? 38 : 37;
    const r = canvas.width / 2;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < count; i++) {
      const start = angle + (i * 2 * Math.PI) / count;
      ctx.beginPath();
      ctx.moveTo(r, r);
      ctx.arc(r, r, r - 4, start, start + (2 * Math.PI) / count);
      const c = colourOf(i);
      ctx.fillStyle = c === "green" ? "#1e7b3c" : c === "red" ? "#b3261e" : "#1d1d1d";
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(r, r, r * 0.45, 0, 2 * Math.PI);
    ctx.fillStyle = "#2c3552";
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = "bold 36px system-ui";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(highlight ?? "", r, r);
  }

  function spot(label, bet, cls) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.className = cls;
    button.addEventListener("click", () => {
      pending.push({ ...bet, amount: $("chip").value });
      button.classList.add("chip");
      $("status").textContent = pending.length + " spot(s) selected";
    });
    return button;
  }

  function buildBoard() {
    const board = $("board");
    board.textContent = "";
    board.appendChild(spot("0", { kind: "straight", numbers: [0] }, "green"));
    for (let n = 1; n <= 36; n++)
      board.appendChild(spot(String(n), { kind: "straight", numbers: [n] }, colourOf(n)));
    if (table.variant === "american")
      board.appendChild(spot("00", { kind: "straight", numbers: [37] }, "green"));
    const outside = [
      ["1-18", "low"],
      ["Even", "even"],
      ["Red", "red"],
      ["Black", "black"],
      ["Odd", "odd"],
      ["19-36", "high"],
    ];
    for (const [label, kind] of outside) board.appendChild(spot(label, { kind }, "wide"));
    for (let d = 1; d <= 3; d++)
      board.appendChild(spot("Dozen " + d, { kind: "dozen", numbers: [d] }, "wide"));
  }

  function render(state) {
    table = state;
    $("balance").textContent = state.balance.replace(/\.?0+$/, "") + " " + state.currency;
    const seconds = Math.ceil(state.round.ms_left / 1000);
    $("phase").textContent =
      state.round.phase === "betting"
        ? state.dealer + ": place your bets \u2014 " + seconds + " s"
        : "No more bets \u2014 the wheel is spinning";
    $("place").disabled = state.round.phase !== "betting";
    $("history").textContent = state.history.map((h) => h.result).join("  ");
    const last = state.history[0];
    if (last && last.round_id !== lastSeenRound) {
      if (lastSeenRound !== 0)
        $("result").textContent = "Result: " + last.result + " (" + last.colour + ")";
      lastSeenRound = last.round_id;
      drawWheel(last.result);
    }
    if (state.round.phase === "spinning") {
      angle += 0.35;
      drawWheel("");
    }
  }

  async function poll() {
    try {
      render(await api("GET", "/api/play/roulette"));
    } catch (error) {
      $("status").textContent = error.message;
    }
  }

  async function start() {
    if (!launchToken) throw new Error("This page needs a launch token.");
    const opened = await api("POST", "/api/play/session", { launch_token: launchToken });
    session = opened.session_token;
    $("title").textContent = opened.game.name;
    $("mode").textContent = opened.mode === "fun" ? "Fun play" : "Real money";
    const state = await api("GET", "/api/play/roulette");
    // Chips in the session's currency, each within the table's limits (the first, the default,
    // is the minimum), and the limits shown beside them.
    const { min, max } = state.limits;
    for (const chip of chipValues(min, max)) {
      const option = document.createElement("option");
      option.value = chip;
      option.textContent = chip + " " + state.currency;
      $("chip").appendChild(option);
    }
    $("limits").textContent = "Table limits per spot: " + min + " to " + max + " " + state.currency;
    table = state;
    buildBoard();
    render(state);
    listen(state.realtime, state.game.id);
  }

  // Hears the table's rounds on the public `tables` channel (Pusher protocol over a WebSocket)
  // and asks for the table on each of its events; polling stays as the fallback.
  function listen(realtime, gameId) {
    let live = false;
    setInterval(() => {
      if (!live || table.round.phase === "betting") void poll();
    }, 1000);
    if (!realtime) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(
      scheme + location.host + realtime.ws_path + "?protocol=7&client=js&version=8.4.0",
    );
    socket.addEventListener("message", (message) => {
      const frame = JSON.parse(message.data);
      if (frame.event === "pusher:connection_established")
        socket.send(
          JSON.stringify({ event: "pusher:subscribe", data: { channel: realtime.channel } }),
        );
      else if (frame.event === "pusher_internal:subscription_succeeded") live = true;
      else if (frame.event === "pusher:ping")
        socket.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      else if (frame.event === realtime.event) {
        const data = typeof frame.data === "string" ? JSON.parse(frame.data) : frame.data;
        if (data.game_id === gameId) void poll();
      }
    });
    socket.addEventListener("close", () => (live = false));
  }

  $("clear").addEventListener("click", () => {
    pending = [];
    for (const b of document.querySelectorAll(".board .chip")) b.classList.remove("chip");
    $("status").textContent = "";
  });
  $("place").addEventListener("click", async () => {
    if (pending.length === 0) return;
    try {
      const placed = await api("POST", "/api/play/roulette/bets", { bets: pending });
      $("status").textContent = "Bets placed: " + placed.total;
      $("balance").textContent = placed.balance.replace(/\.?0+$/, "") + " " + placed.currency;
    } catch (error) {
      $("status").textContent = error.message;
    }
    pending = [];
    for (const b of document.querySelectorAll(".board .chip")) b.classList.remove("chip");
  });
  start().catch((error) => {
    $("status").textContent = error.message;
  });
})();
