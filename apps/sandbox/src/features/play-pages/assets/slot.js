// The demo slot's page: every result comes from the server (POST /api/play/slot/spin); this
// script only shows it. Served as a file so a strict Content-Security-Policy applies.
/* global document, location, window */
"use strict";

(function () {
  const SYMBOL_SETS = {
    default: ["9", "10", "J", "Q", "K", "A", "\u2666", "\u2605", "W", "S"],
    fruit: [
      "\u{1F352}",
      "\u{1F34B}",
      "\u{1F34A}",
      "\u{1F349}",
      "\u{1F347}",
      "\u{1F514}",
      "\u{1F48E}",
      "7",
      "W",
      "S",
    ],
    egypt: ["J", "Q", "K", "A", "\u{1F3FA}", "\u{1F441}", "\u{1F42A}", "\u{1F451}", "W", "S"],
    space: ["J", "Q", "K", "A", "\u{1FA90}", "\u{1F6F8}", "\u{1F680}", "\u2B50", "W", "S"],
    ocean: ["J", "Q", "K", "A", "\u{1F41A}", "\u{1F420}", "\u{1F419}", "\u{1F988}", "W", "S"],
  };
  const COLOURS = [
    "#7aa2ff",
    "#7ad3ff",
    "#8cf0b0",
    "#c7f06e",
    "#ffb86b",
    "#ff8aa1",
    "#d69bff",
    "#ffd84d",
    "#ffffff",
    "#ff5f5f",
  ];
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const launchToken = params.get("token") || "";
  let session = "";
  let symbols = SYMBOL_SETS.default;
  let state = null;
  let busy = false;

  // Calls this server (api.js: a safe GET is retried once, a write never).
  const api = window.createPlayApi(() => session);

  function symbolLabel(index) {
    return symbols[index] ?? "?";
  }

  function drawGrid(grid, winning) {
    const reels = $("reels");
    reels.textContent = "";
    grid.forEach((column, reel) => {
      const el = document.createElement("div");
      el.className = "reel";
      column.forEach((symbol, row) => {
        const cell = document.createElement("div");
        cell.className = "cell" + (winning.has(reel + ":" + row) ? " win" : "");
        cell.textContent = symbolLabel(symbol);
        cell.style.color = COLOURS[symbol] ?? "#fff";
        el.appendChild(cell);
      });
      reels.appendChild(el);
    });
  }

  function drawPayTable(table) {
    const body = $("paytable-rows");
    body.textContent = "";
    for (const entry of table.symbols.slice().reverse()) {
      const tr = document.createElement("tr");
      const name = document.createElement("td");
      name.textContent = symbolLabel(entry.symbol);
      name.style.color = COLOURS[entry.symbol];
      tr.appendChild(name);
      for (const pay of entry.pays) {
        const td = document.createElement("td");
        td.textContent = pay + "\u00d7";
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    $("paytable-notes").textContent =
      "Line pays \u00d7 line bet (" +
      table.lines +
      " lines). " +
      symbolLabel(table.wild) +
      " substitutes for every symbol but " +
      symbolLabel(table.scatter.symbol) +
      ". " +
      symbolLabel(table.scatter.symbol) +
      " pays " +
      table.scatter.pays.join(" / ") +
      " \u00d7 total bet anywhere; 3 or more award " +
      table.freeSpins +
      " free spins at \u00d7" +
      table.freeSpinMultiplier +
      ". RTP " +
      (table.rtp * 100).toFixed(2) +
      "%.";
  }

  /**
   * A decimal string rounded half up to `places` decimals, trailing zeros dropped, exactly (on
   * digits and BigInt, never a float): `"502.130942004"`, 8 -> `"502.13094200"` -> `"502.130942"`.
   */
  function exactAmount(amount, places) {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount).trim());
    if (!match) return String(amount);
    const [, sign, whole, fraction = ""] = match;
    const kept = (fraction + "0".repeat(places)).slice(0, places);
    const up = fraction.charAt(places) >= "5" ? 1n : 0n;
    const digits = (BigInt(whole + kept) + up).toString().padStart(places + 1, "0");
    const intPart = digits.slice(0, digits.length - places);
    const fracPart = digits.slice(digits.length - places).replace(/0+$/, "");
    return sign + intPart + (fracPart ? "." + fracPart : "");
  }

  function showBalance(balance, currency) {
    // A stand-in for a provider's own game page (plain browser script, no imports): it shows the
    // balance the provider's way, exactly (our screens show money by @casino/rules).
    $("balance").textContent = exactAmount(balance, currency === "FUN" ? 2 : 8) + " " + currency;
  }

  function showFreeSpins(free) {
    $("spin").textContent = free ? "Free spin (" + free.left + ")" : "Spin";
    $("bet").disabled = Boolean(free);
  }

  async function start() {
    if (!launchToken) throw new Error("This page needs a launch token.");
    const opened = await api("POST", "/api/play/session", { launch_token: launchToken });
    session = opened.session_token;
    symbols = SYMBOL_SETS[opened.game.symbol_set] ?? SYMBOL_SETS.default;
    $("title").textContent = opened.game.name;
    $("mode").textContent = opened.mode === "fun" ? "Fun play" : "Real money";
    state = await api("GET", "/api/play/slot");
    const select = $("bet");
    for (const level of state.bet_levels) {
      const option = document.createElement("option");
      option.value = level.usd;
      option.textContent =
        "$" +
        level.usd +
        (state.mode === "fun" ? "" : " (" + level.amount + " " + state.currency + ")");
      select.appendChild(option);
    }
    drawPayTable(state.pay_table);
    showBalance(state.balance, state.currency);
    showFreeSpins(state.free_spins);
    drawGrid(
      Array.from({ length: 5 }, (_, r) =>
        Array.from({ length: state.rows }, (_, i) => (r + i * 3) % 8),
      ),
      new Set(),
    );
  }

  async function spinOnce() {
    if (busy) return;
    busy = true;
    $("spin").disabled = true;
    $("status").className = "status";
    $("status").textContent = "";
    $("reels").classList.add("spinning");
    try {
      const [result] = await Promise.all([
        api("POST", "/api/play/slot/spin", { bet: $("bet").value }),
        new Promise((resolve) => setTimeout(resolve, 600)),
      ]);
      const lines = state.pay_table.paylines;
      const winning = new Set();
      for (const win of result.line_wins)
        for (let reel = 0; reel < win.count; reel++)
          winning.add(reel + ":" + lines[win.line][reel]);
      $("reels").classList.remove("spinning");
      drawGrid(result.grid, winning);
      showBalance(result.balance, result.currency);
      showFreeSpins(result.free_spins);
      const parts = [];
      if (/[1-9]/.test(String(result.win))) parts.push("Win " + result.win);
      if (result.free_spins_awarded > 0) parts.push(result.free_spins_awarded + " free spins!");
      if (result.feature_win && !result.free_spins)
        parts.push("Feature total " + result.feature_win);
      $("status").textContent = parts.join(" \u00b7 ");
      if (parts.length) $("status").className = "status win";
    } catch (error) {
      $("reels").classList.remove("spinning");
      $("status").className = "status error";
      $("status").textContent = error.message;
    } finally {
      busy = false;
      $("spin").disabled = false;
    }
  }

  $("spin").addEventListener("click", spinOnce);
  $("paytable-toggle").addEventListener("click", () => {
    $("paytable").hidden = !$("paytable").hidden;
  });
  start().catch((error) => {
    $("status").className = "status error";
    $("status").textContent = error.message;
  });
})();
