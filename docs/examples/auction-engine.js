#!/usr/bin/env node
// auction-engine.js: a Constantinopolis engine that plays the Public Office auction only.
//
// A teaching example of the verification protocol (docs/protocol.md), written from the
// English rulebook (en:NNN are its lines) and the docs, with no npm package: Node 18+.
// It is PARTIAL ON PURPOSE: it sets up a game (en:159-175), plays the auction of a round
// (en:209-259) with the offices' rewards (en:235, en:783-787) and the office wall (en:873),
// runs the two automatic steps that follow (Move Ships when no ship is at sea, and Produce
// Goods), and then stops at the start of the Construct Buildings Phase: every later
// action is answered {"type":"unsupported"}, so the harness reports it "not supported".
//
//   node docs/examples/auction-engine.js                      # speaks JSON lines on stdin/stdout
//   constantinopolis verify --engine "node docs/examples/auction-engine.js" --books en --partial
//   pytest features/test_en.py -m topic-auction --engine "node docs/examples/auction-engine.js"
//
// stdout carries the protocol only (one compact JSON line per request); logs go to stderr.
'use strict';

const readline = require('node:readline');

// ------------------------------------------------------------------ the components
// Ids are those of the reference manifest (docs/components.md); a scenario defines inline
// (situation.components) every number it relies on that no book prints.
const OFFICES = ['magister-officiorum', 'praefectus-pretorio', 'comes-thesaurorum', 'praefectus-urbi', 'consul'];
const NUMERALS = ['I', 'II', 'III', 'IV', 'V']; // en:213: the numbers give the turn order
const GOODS = ['luxury', 'military', 'industrial', 'consumer', 'alimentary'];
const SHIP_CARDS = { small: 9, medium: 8, large: 5 }; // en:30-33
const MARKETS = {
  // en:489-497; the cards' prices and donations are not needed by the auction
  'domus-regia': 'I Regio - Domus Regia',
  'portus-iulianus': 'III Regio - Portus Iulianus',
  'forum-costantinum': 'VI Regio - Forum Costantinum',
  opificies: 'VII Regio - Opificies',
  'porta-aurea': 'Extra Regio - Porta Aurea',
};
const CONTRACTS = Array.from({ length: 106 }, (_, i) => `c${String(i + 1).padStart(3, '0')}`); // en:29
// Building id -> [kind, copies in the box, goods produced each round].  The goods are icons lost
// in the text: the Ager's are en:376, the others the reference manifest's assumptions
// (components.yaml), so a scenario that relies on them states them in situation.components.
const BUILDINGS = {
  ager: ['production', 0, { alimentary: 2 }],
  pistrinum: ['production', 2, { alimentary: 1 }],
  'venatoris-domus': ['production', 2, { alimentary: 1, consumer: 1 }],
  textrinum: ['production', 2, { consumer: 1 }],
  'lignarii-officina': ['production', 2, { industrial: 1 }],
  cura: ['production', 2, { alimentary: 1, consumer: 1 }],
  figulina: ['production', 2, { consumer: 2 }],
  metallum: ['production', 2, { industrial: 2 }],
  'armorum-faber': ['production', 2, { military: 1 }],
  'fabri-officina': ['production', 2, { industrial: 1, military: 1 }],
  conflatorium: ['production', 2, { military: 2 }],
  'sculptoris-domus': ['production', 2, { luxury: 1 }],
  vinaria: ['production', 2, { luxury: 1, alimentary: 1 }],
};
for (const id of ['caupona', 'vestificina', 'emporium', 'armamentarium', 'antiquarius', 'hospitium']) {
  BUILDINGS[id] = ['commercial', 3, {}];
}
for (const id of ['mensae', 'redemptor', 'taberna', 'horreum']) BUILDINGS[id] = ['utility', 3, {}];
for (const fp of [21, 32, 45, 60]) BUILDINGS[`hippodromus-${fp}`] = ['public', 1, {}];
for (const fp of [24, 36, 50, 66]) BUILDINGS[`domus-regia-${fp}`] = ['public', 1, {}];
for (const w of ['swap', 'sale', 'contract', 'market', 'office', 'ship']) BUILDINGS[`moenia-${w}`] = ['wall', 1, {}];

// The rule options (docs/rule-options.md).  Only office_wall_protection changes the auction;
// this engine plays both of its values and, for the others, the English preset only.
const EN_OPTIONS = {
  future_pile_after_reshuffle: 'face-up',
  consul_preemption_funding: 'no-discounts',
  redemptor_discount: 'any-building',
  saved_contract_release: 'free-at-will',
  office_wall_protection: 'raise-by-3',
  taberna_scope: 'every-producible-type',
  can_produce_timing: 'at-purchase',
  extra_contract_wall_draw: 'optional',
  trading_post_purchase_draw: 'optional',
  office_contract_swap_timing: 'any-time',
  licence_skip: 'allowed',
  market_ban_timing: 'next-round',
  free_trade: false,
};
const OPTIONS = Object.fromEntries(Object.entries(EN_OPTIONS).map(([k, v]) => [k, [v]]));
OPTIONS.office_wall_protection = ['raise-by-3', 'bid-at-least-3']; // en:873, es:1372-1376

// The 27 verbs of docs/actions.md.  The auction's are played, and `good` answers the Praefectus
// Pretorio's pending choice; in the auction the others are refused (turn.wrong-phase), and once
// the auction is over every verb is unsupported.
const AUCTION_VERBS = ['keep', 'take', 'bid', 'raise', 'pass'];
const OTHER_VERBS = ['good', 'build', 'build-public', 'preempt', 'decline', 'buy', 'sell', 'use', 'wall-swap',
  'wall-sale', 'done', 'draw', 'swap', 'load', 'save', 'free', 'buy-post', 'buy-ship', 'claim-ship', 'trade',
  'donate', 'store'];

// ------------------------------------------------------------------ answers that are not "applied"
class Refused extends Error {
  constructor(code, message) { super(message); this.code = code; } // code: a rule id (constantinopolis rules)
}
class Unsupported extends Error {}
class BadRequest extends Error {} // answered {"type":"error"}
const refuse = (code, message) => { throw new Refused(code, message); };
const bad = (message) => { throw new BadRequest(message); };

const isObject = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
const count = (x, what) => (Number.isInteger(x) && x >= 0 ? x : bad(`${what}: expected a whole number >= 0`));
function shuffle(list) { // the engine's own randomness: a scenario states every outcome it relies on
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// ------------------------------------------------------------------ set-up (en:159-175)
function newGame(names, options, situation) {
  const setup = situation.setup ?? {};
  const comps = situation.components ?? {};
  if (!isObject(setup) || !isObject(comps)) bad('situation.setup and situation.components must be objects');
  const phase = setup.phase ?? 'auction';
  if (phase !== 'auction') {
    unsupported(`a game that starts in the ${phase} phase: this engine plays the Public Office auction only`);
  }
  const known = ['round', 'phase', 'players', 'offices', 'office_coins', 'abilities_used', 'market', 'contracts',
    'supply', 'ends_after_round', 'shuffles']; // setup.shuffles is ignored: nothing is shuffled in an auction
  for (const key of Object.keys(setup)) {
    if (!known.includes(key)) unsupported(`setup key '${key}' is not modelled by this auction-only engine`);
  }
  const g = deal(names, options, comps);
  applySetup(g, setup);
  beginAuction(g);
  return g;
}

// A normal new game: what the situation does not state is left to chance, as at a real table.
function deal(names, options, comps) {
  // Inline components: building fields (only kind, copies and produces matter here), cards.
  const buildings = structuredClone(BUILDINGS);
  for (const [id, fields] of Object.entries(comps.buildings ?? {})) {
    if (!buildings[id]) bad(`components.buildings: unknown building '${id}'`);
    if (fields.kind !== undefined) buildings[id][0] = fields.kind;
    if (fields.copies !== undefined) buildings[id][1] = fields.copies;
    if (fields.produces !== undefined) buildings[id][2] = fields.produces;
  }
  const cards = (section) => (Array.isArray(comps[section])
    ? Object.fromEntries(comps[section].map((card) => [card.id, card]))
    : (comps[section] ?? {}));
  const marketCards = cards('markets');
  const contractCards = cards('contracts'); // new cards are shuffled into the deck
  const marketIds = [...new Set([...Object.keys(MARKETS), ...Object.keys(marketCards)])];
  const contractIds = [...new Set([...CONTRACTS, ...Object.keys(contractCards)])];

  // en:167: all Public Buildings and walls; of the others 1 (2 players), 2 (3-4) or all (5).
  const each = names.length === 2 ? 1 : names.length <= 4 ? 2 : Infinity;
  const supply = {};
  for (const [id, [kind, copies]] of Object.entries(buildings)) {
    if (id !== 'ager') supply[id] = kind === 'public' || kind === 'wall' ? copies : Math.min(copies, each);
  }
  const shipPool = Object.fromEntries(Object.entries(SHIP_CARDS).map(([size, n]) => [size,
    Array.from({ length: n }, (_, i) => `${size}-${i + 1}`)]));

  // en:172-174: 30 gold, one Small Ship, the Ager, 0 FP; en:173: four Trading Posts to buy.
  const players = {};
  names.forEach((name, i) => {
    const ship = { id: `small-${i + 1}`, size: 'small', position: 0, contracts: [], cargo: {} };
    players[name] = {
      gold: 30, fp: 0, goods: {}, buildings: ['ager'], ships: [ship], hand: [], saved: [], posts: 0,
      round: { ledger: {}, commercial: {}, donated: false },
    };
    shipPool.small.splice(shipPool.small.indexOf(ship.id), 1);
  });
  // en:175: the office markers are placed at random from the leftmost office.
  const offices = Object.fromEntries(OFFICES.map((o) => [o, null]));
  shuffle(names).forEach((name, i) => { offices[OFFICES[i]] = name; });
  const future = shuffle(marketIds); // en:168-170: one card current, the rest face up in the Future pile
  return {
    players, names, options, buildings, marketCards, contractCards, marketIds, contractIds,
    round: 1, phase: 'auction', offices, coins: Object.fromEntries(OFFICES.map((o) => [o, 0])), coinsToSupply: 0,
    abilitiesUsed: { 'praefectus-urbi': false, consul: false }, auction: null, pending: null,
    market: { pile: future.splice(0, 1), future, faceDown: false, exhaustions: 0 },
    deck: shuffle(contractIds), discard: [], supply, shipPool, shipsLeft: null, endsAfterRound: null,
  };
}

// The situation changes only what it mentions (docs/scenario-format.md, "setup").
function applySetup(g, setup) {
  if (setup.round !== undefined) g.round = count(setup.round, 'setup.round') || bad('setup.round: from 1');
  if (setup.offices !== undefined) {
    for (const o of OFFICES) g.offices[o] = null; // every office not listed is vacant
    for (const [o, name] of Object.entries(setup.offices)) {
      if (!OFFICES.includes(o)) bad(`setup.offices: unknown office '${o}'`);
      if (name !== null && !g.players[name]) bad(`setup.offices.${o}: unknown player '${name}'`);
      g.offices[o] = name;
    }
  }
  for (const [o, n] of Object.entries(setup.office_coins ?? {})) {
    if (!OFFICES.includes(o)) bad(`setup.office_coins: unknown office '${o}'`);
    g.coins[o] = count(n, `setup.office_coins.${o}`);
  }
  Object.assign(g.abilitiesUsed, setup.abilities_used ?? {});
  if (setup.ends_after_round !== undefined) g.endsAfterRound = setup.ends_after_round;
  const supplyGiven = setup.supply?.buildings !== undefined;
  for (const [id, n] of Object.entries(setup.supply?.buildings ?? {})) {
    if (!g.buildings[id]) bad(`setup.supply.buildings: unknown building '${id}'`);
    g.supply[id] = count(n, `setup.supply.buildings.${id}`);
  }
  const placed = []; // contracts in hands, under Trading Posts or on ships leave the deck
  for (const [name, ps] of Object.entries(setup.players ?? {})) {
    const p = g.players[name] ?? bad(`setup.players: unknown player '${name}'`);
    for (const key of ['gold', 'fp', 'posts']) if (ps[key] !== undefined) p[key] = count(ps[key], `${name}.${key}`);
    if (ps.goods !== undefined) p.goods = goodsOf(ps.goods, `setup.players.${name}.goods`);
    if (ps.buildings !== undefined) {
      p.buildings = ps.buildings.includes('ager') ? [...ps.buildings] : ['ager', ...ps.buildings];
      for (const b of p.buildings) {
        if (!g.buildings[b]) bad(`setup.players.${name}.buildings: unknown building '${b}'`);
        if (b === 'ager' || supplyGiven) continue; // a stated supply is taken as stated
        if (!(g.supply[b] > 0)) bad(`no ${b} left in the supply to give (set supply.buildings)`);
        g.supply[b] -= 1;
      }
    }
    for (const key of ['hand', 'saved']) if (ps[key] !== undefined) { p[key] = [...ps[key]]; placed.push(...ps[key]); }
    if (ps.ships !== undefined) {
      for (const old of p.ships) g.shipPool[old.size].push(old.id); // his ships go back to the supply
      p.ships = ps.ships.map((sd) => placeShip(g, typeof sd === 'string' ? { size: sd } : sd, placed));
    }
    if (ps.round !== undefined) { // of this round's flags the table sees only these (protocol.md, state view)
      for (const key of ['ledger', 'commercial', 'donated']) {
        if (ps.round[key] !== undefined) p.round[key] = ps.round[key];
      }
    }
    // ps.done is ignored: nobody "finishes" the auction, it is played in turn order.
  }
  for (const cid of placed) if (!g.contractIds.includes(cid)) bad(`unknown contract '${cid}'`);
  const m = setup.market;
  if (m !== undefined) {
    const current = Array.isArray(m.current) ? [...m.current] : [m.current];
    const named = [...current, ...(m.future ?? [])];
    for (const id of named) if (!g.marketIds.includes(id)) bad(`unknown market card '${id}'`);
    const rest = shuffle(g.marketIds.filter((id) => !named.includes(id)));
    // With `future`, the cards not named lie under the current card; without it they stay in the Future pile.
    g.market.pile = m.future !== undefined ? [...current, ...rest] : current;
    g.market.future = m.future !== undefined ? [...m.future] : rest;
    g.market.exhaustions = m.exhaustions ?? 0;
    g.market.faceDown = m.future_face_down ?? false;
  }
  const c = setup.contracts ?? {};
  if (c.deck !== undefined) g.deck = [...c.deck]; // the whole deck, top first: the others are out of play
  if (c.deck_top !== undefined) g.deck = [...c.deck_top, ...g.deck.filter((id) => !c.deck_top.includes(id))];
  if (c.discard !== undefined) g.discard = [...c.discard];
  g.deck = g.deck.filter((id) => !placed.includes(id) && !g.discard.includes(id));
  if (setup.supply?.ships !== undefined) g.shipsLeft = { ...setup.supply.ships };
}

function goodsOf(value, where) {
  if (!isObject(value)) bad(`${where}: expected {type: count}`);
  const goods = {};
  for (const [type, n] of Object.entries(value)) {
    if (!GOODS.includes(type)) bad(`${where}: unknown good type '${type}'`);
    if (count(n, `${where}.${type}`) > 0) goods[type] = n;
  }
  return goods;
}

function placeShip(g, sd, placed) {
  if (!SHIP_CARDS[sd.size]) bad(`a ship needs a size (small, medium, large)`);
  const pool = g.shipPool[sd.size];
  const id = sd.id ?? pool.sort((a, b) => parseInt(a.split('-')[1], 10) - parseInt(b.split('-')[1], 10))[0];
  if (id === undefined) bad(`no ${sd.size} ship left to give`);
  if (pool.includes(id)) pool.splice(pool.indexOf(id), 1);
  const ship = { id, size: sd.size, position: sd.position ?? 0, contracts: [...(sd.contracts ?? [])], cargo: {} };
  for (const cid of ship.contracts) {
    // The cargo is the goods of the contracts on board: this engine knows only inline cards.
    const card = g.contractCards[cid] ?? unsupported(`contract ${cid} on a ship: define it in components.contracts`);
    for (const [type, n] of Object.entries(card.goods ?? {})) ship.cargo[type] = (ship.cargo[type] ?? 0) + n;
  }
  placed.push(...ship.contracts);
  return ship;
}
function unsupported(message) { throw new Unsupported(message); }

// ------------------------------------------------------------------ who plays when
// en:213: turn order is the order of the offices I-V; players without an office come last.
function turnOrder(g) {
  const held = OFFICES.map((o) => g.offices[o]).filter((n) => n !== null);
  return [...held, ...g.names.filter((n) => !held.includes(n))];
}
const officeOf = (g, name) => OFFICES.find((o) => g.offices[o] === name) ?? null;

function actors(g) { // who may act now
  if (g.pending) return [g.pending.player];
  if (g.phase === 'construct') return [turnOrder(g)[0]]; // the first in turn order builds first (en:382)
  const a = g.auction;
  if (a.contest) return [a.contest.to_act]; // en:229: the one who must raise or pass
  return a.active ? [a.active] : [];
}

// ------------------------------------------------------------------ the auction (en:209-259)
function beginAuction(g) {
  // en:217: the auction is performed in turn order, fixed as it begins.
  g.auction = { order: turnOrder(g), active: null, been_active: [], contest: null, free_office: null };
  nextActive(g);
}

function nextActive(g) {
  const a = g.auction;
  // en:233: the next player in turn order who has not been active yet becomes active.
  a.active = a.order.find((n) => !a.been_active.includes(n)) ?? null;
  if (a.active) a.been_active.push(a.active);
  else endAuction(g);
}

// The least amount a bid (or a challenger's raise) over `standing` must reach (en:229, en:873).
function leastBid(g, office, bidder, standing) {
  const holder = g.offices[office];
  if (holder && holder !== bidder && g.players[holder].buildings.includes('moenia-office')) {
    // en:873 "every raising bid ... by the owner's opponent must be by at least 3 gold"; the
    // es/fr books read it as a bid of at least 3 in all (option office_wall_protection).
    return g.options.office_wall_protection === 'bid-at-least-3' ? Math.max(standing + 1, 3) : standing + 3;
  }
  return standing + 1;
}

function pay(p, name, amount, what) { // gold.cannot-afford: nobody spends gold he does not have
  if (amount > p.gold) refuse('gold.cannot-afford', `${name} has ${p.gold} gold, not enough for ${what}`);
}

const PLAY = {
  keep(g, name) { // en:225: keeping the office held costs nothing
    if (g.auction.contest) refuse('turn.pending-decision', 'an auction for an office is in progress');
    if (!officeOf(g, name)) refuse('auction.no-office-to-keep', `${name} has lost his office and must choose another`);
    g.auction.free_office = null;
    nextActive(g);
  },

  take(g, name, act) { // en:227: a vacant office costs 2 gold, placed on it
    const a = g.auction;
    const office = knownOffice(act.office);
    if (a.contest) refuse('turn.pending-decision', 'an auction for an office is in progress');
    const holder = g.offices[office];
    if (holder === name) refuse('auction.keep-office-free', `${name} already holds ${office}: keep it instead`);
    if (holder) refuse('auction.vacant-office-costs-2', `${office} is held by ${holder}: bid for it instead`);
    const p = g.players[name];
    // en:231: the loser may take the office vacated by the player who took his, for free.
    const free = a.free_office && a.free_office.player === name && a.free_office.office === office;
    let cost = free ? 0 : 2;
    if (cost > p.gold) {
      if (officeOf(g, name)) pay(p, name, cost, `the vacant office ${office}`);
      cost = p.gold; // auction.cannot-afford-vacant: the book is silent; he pays what he has
    }
    const old = officeOf(g, name);
    if (old) g.offices[old] = null;
    p.gold -= cost;
    g.coins[office] += cost;
    g.offices[office] = name;
    a.free_office = null;
    nextActive(g);
  },

  bid(g, name, act) { // en:229: more than the gold on an office another player holds
    const office = knownOffice(act.office);
    const amount = whole(act.amount, 'amount');
    if (g.auction.contest) refuse('turn.pending-decision', 'an auction for an office is in progress');
    const holder = g.offices[office];
    if (holder === name) refuse('auction.own-office', `${name} holds ${office} already (keep it for free)`);
    if (!holder) refuse('auction.vacant-office-costs-2', `${office} is vacant: take it for 2 gold instead of bidding`);
    const coins = g.coins[office];
    const least = leastBid(g, office, name, coins);
    if (amount < least && least - coins > 1) {
      refuse('auction.wall-raise-3', `${holder} owns the office wall: a bid on ${office} must be at least ${least}`);
    }
    if (amount < least) {
      refuse('auction.bid-exceeds-coins', `a bid on ${office} must be more than the ${coins} gold on it`);
    }
    pay(g.players[name], name, amount, `a bid of ${amount}`);
    // No gold moves yet: the holder must raise or pass (en:229).
    g.auction.contest = { office, challenger: name, incumbent: holder, amount, leader: name, to_act: holder };
    g.auction.free_office = null;
  },

  raise(g, name, act) { // en:229: each raise is more than the bid it answers
    const amount = whole(act.amount, 'amount');
    const c = contestTurn(g, name, 'raise');
    // Against the wall's owner the challenger raises by 3 (en:873); the owner's raises are ordinary.
    const least = name === c.challenger ? leastBid(g, c.office, name, c.amount) : c.amount + 1;
    if (amount < least && least - c.amount > 1) {
      refuse('auction.wall-raise-3', `${c.incumbent} owns the office wall: raise to at least ${least}`);
    }
    if (amount < least) refuse('auction.raise-exceeds-bid', `a raise must be more than the bid of ${c.amount}`);
    pay(g.players[name], name, amount, `a bid of ${amount}`);
    c.amount = amount;
    c.leader = name;
    c.to_act = name === c.challenger ? c.incumbent : c.challenger;
  },

  pass(g, name) { // en:229: the winner places his whole bid on the office; the loser pays nothing
    const a = g.auction;
    const c = contestTurn(g, name, 'pass');
    g.players[c.leader].gold -= c.amount;
    g.coins[c.office] += c.amount;
    a.contest = null;
    if (c.leader !== c.challenger) return; // the holder keeps his office; the challenger chooses again
    const vacated = officeOf(g, c.challenger);
    if (vacated) g.offices[vacated] = null;
    g.offices[c.office] = c.challenger;
    // en:231: the loser may take the office just vacated, for free.
    a.free_office = vacated ? { player: c.incumbent, office: vacated } : null;
    // en:229, en:253: the loser becomes active, even if he has been active before.
    a.active = c.incumbent;
    if (!a.been_active.includes(c.incumbent)) a.been_active.push(c.incumbent);
  },

  good(g, name, act) { // en:783: the Praefectus Pretorio's good is of a type he can produce
    const type = GOODS.includes(act.good) ? act.good : bad(`unknown good type '${act.good}'`);
    const types = producible(g, name);
    if (!types.includes(type)) {
      refuse('office.praefectus-pretorio-good', `${name} cannot produce ${type}; choose one of ${types.join(', ')}`);
    }
    addGoods(g.players[name], { [type]: 1 });
    g.pending = null;
    afterAuction(g);
  },
};

function knownOffice(office) {
  return OFFICES.includes(office) ? office : bad(`unknown office '${office}'; offices: ${OFFICES.join(', ')}`);
}
function whole(x, key) { return Number.isInteger(x) ? x : bad(`field '${key}' must be a whole number`); }
function contestTurn(g, name, what) {
  const c = g.auction.contest;
  if (!c) refuse('turn.wrong-phase', `there is no contested office to ${what} on`);
  if (c.to_act !== name) refuse('turn.not-your-turn', `it is ${c.to_act}'s turn to raise or pass`);
  return c;
}

function producible(g, name) { // the types his Production Buildings make
  const types = new Set();
  for (const b of g.players[name].buildings) {
    const [kind, , produces] = g.buildings[b];
    if (kind === 'production') Object.keys(produces).forEach((t) => types.add(t));
  }
  return GOODS.filter((t) => types.has(t));
}
function addGoods(p, goods) {
  for (const [t, n] of Object.entries(goods)) if (n > 0) p.goods[t] = (p.goods[t] ?? 0) + n;
}

// en:233-235: when every player has been active and holds an office, the coins on the offices go
// to the supply, the Comes Thesaurorum receives 4 gold and the Praefectus Pretorio one good.
function endAuction(g) {
  g.coinsToSupply = OFFICES.reduce((sum, o) => sum + g.coins[o], 0);
  for (const o of OFFICES) g.coins[o] = 0;
  g.auction = null;
  const comes = g.offices['comes-thesaurorum'];
  if (comes) g.players[comes].gold += 4; // en:787
  const pp = g.offices['praefectus-pretorio'];
  if (pp) {
    const types = producible(g, pp);
    // With one type there is nothing to choose; with more he must answer "good" first (docs/actions.md).
    if (types.length === 1) addGoods(g.players[pp], { [types[0]]: 1 });
    else if (types.length > 1) g.pending = { kind: 'pp-good', player: pp };
  }
  if (!g.pending) afterAuction(g);
}

// The automatic phases that follow (docs/actions.md, "Automatic steps"), as far as this engine goes.
function afterAuction(g) {
  // Move Ships (en:261-265): skipped in round 1; a ship at sea would arrive or sail on, with its
  // contracts' rewards, which this engine does not play.
  const atSea = g.names.some((n) => g.players[n].ships.some((s) => s.position > 0));
  if (g.round > 1 && atSea) unsupported('a ship at sea: this engine does not play the Move Ships phase');
  // Produce Goods (en:370-378): every Production Building makes its goods, from an unlimited supply.
  for (const n of g.names) {
    for (const b of g.players[n].buildings) {
      if (g.buildings[b][0] === 'production') addGoods(g.players[n], g.buildings[b][2]);
    }
  }
  g.phase = 'construct'; // where this engine stops: every action is now unsupported
}

// ------------------------------------------------------------------ the requests
function act(g, action) {
  if (!isObject(action)) bad('act needs an action object');
  const { type: verb, player: name } = action;
  if (!AUCTION_VERBS.includes(verb) && !OTHER_VERBS.includes(verb)) bad(`unknown action type '${verb}'`);
  if (!g.players[name]) bad(`unknown player '${name}'; players: ${g.names.join(', ')}`);
  if (verb === 'bid' || verb === 'raise') whole(action.amount, 'amount'); // a field of the wrong type: not an action
  if (g.phase !== 'auction') unsupported('this engine plays the Public Office auction only');
  // The checks every verb goes through first, in the order of docs/actions.md.
  if (g.pending && (name !== g.pending.player || verb !== 'good')) {
    refuse('turn.pending-decision', `${g.pending.player} must first choose the Praefectus Pretorio's good (good)`);
  }
  if (!g.pending && !AUCTION_VERBS.includes(verb)) {
    refuse('turn.wrong-phase', `'${verb}' is not possible in the auction phase`);
  }
  const now = actors(g);
  if (!now.includes(name)) refuse('turn.not-your-turn', `it is ${now.join(', ') || 'nobody'}'s turn, not ${name}'s`);
  PLAY[verb](g, name, action);
}

function legalActions(g, name) {
  if (g.phase !== 'auction') unsupported('this engine plays the Public Office auction only');
  if (!g.players[name]) bad(`unknown player '${name}'`);
  const gold = g.players[name].gold;
  const tries = [{ type: 'keep' }, { type: 'pass' }, ...GOODS.map((good) => ({ type: 'good', good }))];
  for (const office of OFFICES) {
    tries.push({ type: 'take', office });
    for (let amount = 1; amount <= gold; amount++) tries.push({ type: 'bid', office, amount });
  }
  for (let amount = 1; amount <= gold; amount++) tries.push({ type: 'raise', amount });
  // An action is legal when the rules let it through: try each on a copy of the game.
  return tries.map(({ type, ...rest }) => ({ type, player: name, ...rest })).filter((t) => {
    try {
      act(structuredClone(g), t);
      return true;
    } catch (e) {
      return e instanceof Unsupported; // legal, but what follows is beyond this engine
    }
  });
}

// The open market card.  Its goods and donations matter from the Construct phase on: this engine
// shows them only for a card the situation defines inline (components.markets).
function marketCard(g, id) {
  const card = g.marketCards[id];
  if (!card) return { id, name: MARKETS[id] };
  return { id, name: card.name ?? id, goods: card.goods ?? {}, donations: card.donations ?? [] };
}

// The state view (docs/protocol.md, "The state view"); observer null is the judge.
function view(g, observer) {
  if (observer !== null && !g.players[observer]) bad(`unknown observer '${observer}'`);
  const judge = observer === null;
  const hidden = { hidden: true };
  const players = {};
  for (const n of g.names) {
    const p = g.players[n];
    const own = judge || observer === n; // en:886-888: a player need not show his gold
    players[n] = {
      office: officeOf(g, n),
      gold: own ? p.gold : hidden,
      fp: p.fp,
      production_level: Math.min(7, p.buildings.filter((b) => g.buildings[b][0] === 'production').length),
      goods: Object.fromEntries(GOODS.filter((t) => p.goods[t]).sort().map((t) => [t, p.goods[t]])),
      buildings: [...p.buildings],
      ships: p.ships.map((s) => (own || (s.position === 0 && s.contracts.length === 0)
        ? { ...s, contracts: [...s.contracts], cargo: { ...s.cargo } }
        : { id: s.id, size: s.size, position: s.position, contracts: { hidden: true, count: s.contracts.length },
          cargo: hidden })), // en:894-896: the contracts on another player's ship cannot be looked at
      hand: [...p.hand],
      saved: [...p.saved],
      trading_posts: { bought: p.posts, unused: p.posts - p.saved.length, to_buy: 4 - p.posts },
      round: structuredClone(p.round),
    };
  }
  const top = g.market.pile[0];
  const shipsLeft = g.shipsLeft ?? Object.fromEntries(Object.keys(SHIP_CARDS).map((s) => [s, g.shipPool[s].length]));
  return {
    format: 'constantinopolis-protocol-view/1',
    observer: judge ? 'judge' : observer,
    role: judge ? 'judge' : 'player',
    round: g.round,
    phase: g.phase,
    actors: actors(g),
    turn_order: turnOrder(g),
    offices: Object.fromEntries(OFFICES.map((o, i) => [o,
      { numeral: NUMERALS[i], holder: g.offices[o], coins: g.coins[o] }])),
    auction_coins_to_supply: g.coinsToSupply,
    abilities_used: { ...g.abilitiesUsed },
    auction: g.auction && {
      order: [...g.auction.order], active: g.auction.active, been_active: [...g.auction.been_active],
      contest: g.auction.contest && { ...g.auction.contest },
      free_office: g.auction.free_office && { ...g.auction.free_office },
    },
    pending: g.pending && { ...g.pending },
    market: {
      current: marketCard(g, top),
      current_pile: [...g.market.pile],
      future: g.market.faceDown && !judge ? { hidden: true, count: g.market.future.length } : [...g.market.future],
      future_face_down: g.market.faceDown,
      exhaustions: g.market.exhaustions,
    },
    contracts: { deck: { count: g.deck.length, cards: judge ? [...g.deck] : hidden }, discard: [...g.discard] },
    supply: {
      buildings: Object.fromEntries(Object.keys(g.supply).sort().map((b) => [b, g.supply[b]])),
      ships: shipsLeft,
    },
    players,
    ends_after_round: g.endsAfterRound,
    result: null,
  };
}

let game = null; // the game of the last start; each start replaces it
const started = () => game ?? bad('no game: send start first');

function answer(request) {
  switch (request.type) {
    case 'hello':
      return { type: 'hello', protocol: 1, engine: { name: 'auction-engine.js', version: '1' }, editions: ['en'],
        options: OPTIONS, capabilities: ['legal_actions'] };
    case 'start': {
      game = null; // even a start that fails ends the game in progress
      if (!Array.isArray(request.players) || request.players.length < 2 || request.players.length > 5 ||
          new Set(request.players).size !== request.players.length ||
          !request.players.every((n) => typeof n === 'string' && /^[^\s:]+$/.test(n))) {
        bad('players: 2 to 5 different names, each one word without ":" (en:18)');
      }
      if (request.edition !== 'en') unsupported(`edition '${request.edition}': this engine plays the en edition only`);
      const options = { ...EN_OPTIONS };
      for (const [name, value] of Object.entries(request.options ?? {})) {
        if (!(name in OPTIONS) || !OPTIONS[name].includes(value)) {
          unsupported(`option ${name}=${JSON.stringify(value)} is not supported by this engine`);
        }
        options[name] = value;
      }
      game = newGame(request.players, options, request.situation ?? {});
      return { type: 'started' };
    }
    case 'quit':
      return { type: 'bye' };
    case 'view':
      return { type: 'view', view: view(started(), request.observer ?? null) };
    case 'legal_actions':
      return { type: 'legal_actions', actions: legalActions(started(), request.player) };
    case 'act': {
      const before = structuredClone(started());
      try {
        act(game, request.action);
      } catch (e) {
        game = before; // a refused (or unsupported) action leaves the game exactly as it was
        throw e;
      }
      return { type: 'applied' };
    }
    default:
      return bad(`unknown request type '${request.type}'`);
  }
}

function reply(line) {
  let request = null;
  let out;
  try {
    request = JSON.parse(line);
    if (!isObject(request)) bad('a request is a JSON object');
    out = answer(request);
  } catch (e) {
    if (e instanceof Refused) out = { type: 'refused', code: e.code, message: e.message };
    else if (e instanceof Unsupported) out = { type: 'unsupported', message: e.message };
    else {
      out = { type: 'error', message: e.message }; // not JSON, a missing field, ...: never a crash
      if (!(e instanceof BadRequest || e instanceof SyntaxError)) process.stderr.write(`${e.stack}\n`);
    }
  }
  if (isObject(request) && request.id !== undefined) out.id = request.id; // echo the request's id
  return out;
}

const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (!line.trim()) return; // the harness never sends blank lines
  const out = reply(line);
  process.stdout.write(`${JSON.stringify(out)}\n`);
  if (out.type === 'bye') {
    input.close();
    process.exitCode = 0;
  }
});
input.on('close', () => process.stdin.destroy());
