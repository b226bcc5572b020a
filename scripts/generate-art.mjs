#!/usr/bin/env node
/**
 * Generates every seeded SVG: avatar portraits (main + profile), placeholder portraits,
 * content thumbnails, the favicon and the manifest icons. Deterministic: all variation
 * comes from a PRNG seeded by avatar id, never Math.random, and nothing is fetched.
 *
 * Run from the repo root:  npx tsx scripts/generate-art.mjs
 * (tsx lets this script import the TypeScript seed data, so names and categories live in one place.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedAvatars } from '../src/server/db/seed/data/avatars.ts';
import { seedContent } from '../src/server/db/seed/data/content.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
// Pictures of premium items are paid media: kept beside the seed, never in the public folder;
// the server serves them through the gated /api/media/:id and makes their blurred previews.
const PRIVATE_SEED_ART = join(ROOT, 'src/server/db/seed/art');

// ---------------------------------------------------------------- utilities

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random helpers bound to one seeded stream. */
function rngFor(seed) {
  const next = mulberry32(seed * 2654435761);
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const r = (n) => Math.round(n);
const f1 = (n) => Math.round(n * 10) / 10;

function hex(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n) => {
    const v = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${c(0)}${c(8)}${c(4)}`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svgDoc({ w, h, title, body, defs = '' }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

function lin(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('')}</linearGradient>`;
}

function rad(id, stops, cx = 0.5, cy = 0.5, rr = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('')}</radialGradient>`;
}

function write(rel, text, root = PUBLIC) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { rel, bytes: Buffer.byteLength(text) };
}

// ---------------------------------------------------------------- palettes & traits

const SKIN = {
  1: ['#F7DCCB', '#E6B9A0'],
  2: ['#F0C8A8', '#DBA581'],
  3: ['#E3B089', '#C98F67'],
  4: ['#CC9467', '#AF754C'],
  5: ['#B47A52', '#955E3B'],
  6: ['#8F5C3C', '#74452B'],
  7: ['#6E432B', '#56321F'],
  8: ['#54321F', '#3E2416'],
};

const HAIR = {
  black: '#221C1F',
  blueblack: '#1C2030',
  darkbrown: '#3D2B22',
  brown: '#6A442F',
  auburn: '#8C3D24',
  ginger: '#BD6431',
  strawberry: '#D08A5A',
  blonde: '#DDB66E',
  ash: '#BDAA86',
  grey: '#A9A5A2',
  silver: '#D8D6D8',
  white: '#ECEAE6',
  saltpepper: '#6F6B69',
};

/**
 * Visual traits per seeded avatar id. Names, categories and text come from the seed data;
 * only the look lives here. hue/dark drive the background palette.
 */
const LOOKS = {
  1: {
    skin: 7,
    hair: 'afro',
    hc: 'black',
    top: 'crew',
    cloth: '#E2A93B',
    hue: 250,
    dark: true,
    acc: ['starEarrings', 'stars'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'arched',
  },
  2: {
    skin: 2,
    hair: 'bun',
    hc: 'auburn',
    top: 'v',
    cloth: '#8FAE8B',
    hue: 95,
    acc: ['hoops'],
    eyes: 'closed',
    mouth: 'soft',
    brows: 'soft',
  },
  3: {
    skin: 3,
    hair: 'receding',
    hc: 'grey',
    top: 'apron',
    cloth: '#C4553B',
    cloth2: '#F4EEE4',
    hue: 25,
    acc: ['mustache', 'lines'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'thick',
  },
  4: {
    skin: 2,
    hair: 'beanie',
    hc: 'saltpepper',
    top: 'zip',
    cloth: '#C8462F',
    hat: '#2F4858',
    hue: 205,
    acc: ['beard', 'lines'],
    eyes: 'open',
    mouth: 'flat',
    brows: 'thick',
  },
  5: {
    skin: 6,
    hair: 'bob',
    hc: 'black',
    top: 'v',
    cloth: '#8E2F4F',
    hue: 265,
    dark: true,
    acc: ['hoops', 'pearls'],
    eyes: 'half',
    mouth: 'soft',
    brows: 'arched',
  },
  6: {
    skin: 2,
    hair: 'sidepart',
    hc: 'black',
    top: 'hoodie',
    cloth: '#4B5563',
    hue: 170,
    acc: ['rectGlasses'],
    eyes: 'open',
    mouth: 'small',
    brows: 'straight',
  },
  7: {
    skin: 4,
    hair: 'sidebraid',
    hc: 'darkbrown',
    top: 'crew',
    cloth: '#2E8C88',
    hue: 20,
    acc: ['stud', 'pencil'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'arched',
  },
  8: {
    skin: 4,
    hair: 'buzz',
    hc: 'black',
    top: 'hoodie',
    cloth: '#D13B3B',
    hue: 10,
    acc: ['goatee', 'towel'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'thick',
  },
  9: {
    skin: 1,
    hair: 'twinbraids',
    hc: 'blonde',
    top: 'turtleneck',
    cloth: '#284B8C',
    hue: 165,
    dark: true,
    acc: ['headband', 'aurora'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'soft',
  },
  10: {
    skin: 6,
    hair: 'headwrap',
    hc: 'black',
    top: 'jacket',
    cloth: '#B9542F',
    cloth2: '#F3E9DA',
    hat: '#E0922F',
    hue: 340,
    acc: ['bigHoops'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'arched',
  },
  11: {
    skin: 1,
    hair: 'curlyshort',
    hc: 'brown',
    top: 'chef',
    cloth: '#FBF8F2',
    hue: 45,
    acc: ['stubble'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'soft',
  },
  12: {
    skin: 5,
    hair: 'wavy',
    hc: 'darkbrown',
    top: 'v',
    cloth: '#1FA2A6',
    hue: 185,
    acc: ['flower', 'shellNecklace', 'waves'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'soft',
  },
  13: {
    skin: 3,
    hair: 'long',
    hc: 'black',
    top: 'v',
    cloth: '#B3202E',
    hue: 15,
    dark: true,
    acc: ['bigHoops'],
    eyes: 'half',
    mouth: 'soft',
    brows: 'arched',
  },
  14: {
    skin: 2,
    hair: 'bobbangs',
    hc: 'blueblack',
    top: 'apron',
    cloth: '#4C6A92',
    cloth2: '#D9D4CC',
    hue: 30,
    acc: ['clay'],
    eyes: 'open',
    mouth: 'small',
    brows: 'straight',
  },
  15: {
    skin: 4,
    hair: 'messycurly',
    hc: 'darkbrown',
    top: 'crew',
    cloth: '#2D2F3A',
    hue: 285,
    dark: true,
    acc: ['stubble', 'neckphones'],
    eyes: 'half',
    mouth: 'small',
    brows: 'thick',
  },
  16: {
    skin: 1,
    hair: 'curtain',
    hc: 'strawberry',
    top: 'cardigan',
    cloth: '#D9A441',
    cloth2: '#F5EFE3',
    hue: 130,
    acc: ['roundGlasses'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'soft',
  },
  17: {
    skin: 7,
    hair: 'fade',
    hc: 'black',
    top: 'zip',
    cloth: '#1E8C6E',
    hue: 150,
    acc: ['shortBeard', 'sweatband'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'thick',
  },
  18: {
    skin: 2,
    hair: 'lowbun',
    hc: 'grey',
    top: 'kimono',
    cloth: '#34467A',
    cloth2: '#E8E1D2',
    hue: 80,
    acc: ['lines', 'hairpin'],
    eyes: 'closed',
    mouth: 'soft',
    brows: 'soft',
  },
  19: {
    skin: 4,
    hair: 'hijab',
    hc: 'black',
    hat: '#E1A23A',
    top: 'crew',
    cloth: '#2B6F6B',
    hue: 35,
    acc: [],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'arched',
  },
  20: {
    skin: 1,
    hair: 'messy',
    hc: 'ginger',
    top: 'jacket',
    cloth: '#7A6A4F',
    cloth2: '#EDE6D8',
    hue: 215,
    acc: ['fullBeardGinger', 'scarf'],
    eyes: 'open',
    mouth: 'soft',
    brows: 'thick',
  },
  21: {
    skin: 5,
    hair: 'curlylong',
    hc: 'darkbrown',
    top: 'overalls',
    cloth: '#3E6FB0',
    cloth2: '#FFD34D',
    hue: 320,
    acc: ['bandana', 'paint', 'hoops'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'arched',
  },
  22: {
    skin: 5,
    hair: 'quiff',
    hc: 'black',
    top: 'hoodie',
    cloth: '#E07A2E',
    hue: 195,
    acc: ['goggles', 'rectGlasses'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'straight',
  },
  23: {
    skin: 2,
    hair: 'sunhat',
    hc: 'ash',
    hat: '#C9A96E',
    top: 'zip',
    cloth: '#4F7A4A',
    hue: 110,
    acc: ['lines'],
    eyes: 'happy',
    mouth: 'soft',
    brows: 'soft',
  },
  24: {
    skin: 3,
    hair: 'bald',
    hc: 'white',
    top: 'cardigan',
    cloth: '#8A5A44',
    cloth2: '#DCE6F0',
    hue: 45,
    acc: ['roundGlasses', 'whiteBeard', 'lines', 'bowtie'],
    eyes: 'happy',
    mouth: 'soft',
    brows: 'thick',
  },
  25: {
    skin: 4,
    hair: 'ponytail',
    hc: 'black',
    top: 'track',
    cloth: '#E0457B',
    hue: 300,
    acc: ['headband', 'studs'],
    eyes: 'open',
    mouth: 'grin',
    brows: 'arched',
  },
  26: {
    skin: 4,
    hair: 'swept',
    hc: 'darkbrown',
    top: 'crew',
    cloth: '#E8DCC8',
    hue: 225,
    acc: ['shortBeard'],
    eyes: 'half',
    mouth: 'soft',
    brows: 'straight',
  },
  27: {
    skin: 1,
    hair: 'pixie',
    hc: 'silver',
    top: 'breton',
    cloth: '#1F3A68',
    cloth2: '#F4F1EA',
    hue: 200,
    acc: ['lines', 'studs'],
    eyes: 'happy',
    mouth: 'soft',
    brows: 'soft',
  },
  28: {
    skin: 4,
    hair: 'cowboy',
    hc: 'black',
    hat: '#8A5A33',
    top: 'collar',
    cloth: '#4D7FA8',
    hue: 28,
    acc: ['mustacheBig', 'lines'],
    eyes: 'happy',
    mouth: 'grin',
    brows: 'thick',
  },
};

function paletteFor(look) {
  const h = look.hue;
  if (look.dark) {
    return {
      bg1: hex(h, 42, 30),
      bg2: hex(h + 25, 48, 15),
      halo: hex(h - 10, 55, 52),
      motif: hex(h - 20, 70, 78),
      accent: hex(h + 160, 70, 62),
      dark: true,
    };
  }
  return {
    bg1: hex(h, 62, 90),
    bg2: hex(h + 22, 48, 72),
    halo: hex(h - 8, 80, 96),
    motif: hex(h + 8, 40, 48),
    accent: hex(h + 150, 55, 55),
    dark: false,
  };
}

// ---------------------------------------------------------------- background motifs

function motif(kind, pal, rng, w = 900, h = 1200) {
  const c = pal.motif;
  const op = pal.dark ? 0.32 : 0.28;
  let s = '';
  switch (kind) {
    case 'travel': {
      // layered mountains with a sun
      s += `<circle cx="${r(w * 0.74)}" cy="${r(h * 0.22)}" r="${r(w * 0.09)}" fill="${pal.halo}" opacity=".9"/>`;
      const base = h * 0.66;
      s += `<path d="M0 ${r(base)} L${r(w * 0.18)} ${r(base - h * 0.2)} L${r(w * 0.32)} ${r(base - h * 0.08)} L${r(w * 0.52)} ${r(base - h * 0.3)} L${r(w * 0.72)} ${r(base - h * 0.1)} L${r(w * 0.86)} ${r(base - h * 0.22)} L${w} ${r(base - h * 0.05)} V${h} H0Z" fill="${c}" opacity="${op}"/>`;
      s += `<path d="M${r(w * 0.45)} ${r(base - h * 0.24)} L${r(w * 0.52)} ${r(base - h * 0.3)} L${r(w * 0.59)} ${r(base - h * 0.245)} L${r(w * 0.55)} ${r(base - h * 0.255)} L${r(w * 0.52)} ${r(base - h * 0.235)}Z" fill="#fff" opacity=".55"/>`;
      s += `<path d="M0 ${r(base + h * 0.08)} Q${r(w * 0.3)} ${r(base - h * 0.08)} ${r(w * 0.55)} ${r(base + h * 0.04)} T${w} ${r(base)} V${h} H0Z" fill="${c}" opacity="${op + 0.1}"/>`;
      break;
    }
    case 'music': {
      for (let i = 0; i < 5; i++) {
        const y = h * 0.16 + i * 22;
        s += `<path d="M0 ${r(y)} C${r(w * 0.3)} ${r(y - 60)} ${r(w * 0.6)} ${r(y + 70)} ${w} ${r(y - 10)}" stroke="${c}" stroke-width="3" fill="none" opacity="${op}"/>`;
      }
      const notes = [
        [0.1, 0.3],
        [0.86, 0.12],
        [0.8, 0.42],
        [0.14, 0.62],
        [0.88, 0.7],
        [0.3, 0.1],
      ];
      for (const [nx, ny] of notes) {
        const x = w * nx + rng.range(-20, 20);
        const y = h * ny + rng.range(-20, 20);
        const sc = rng.range(0.8, 1.3);
        const dbl = rng.next() > 0.5;
        s += `<g transform="translate(${r(x)} ${r(y)}) scale(${f1(sc)}) rotate(${r(rng.range(-15, 15))})" fill="${c}" opacity="${op + 0.1}"><ellipse cx="0" cy="40" rx="17" ry="12" transform="rotate(-20 0 40)"/><rect x="12" y="-30" width="5" height="72"/>${
          dbl
            ? '<ellipse cx="52" cy="30" rx="17" ry="12" transform="rotate(-20 52 30)"/><rect x="64" y="-40" width="5" height="72"/><path d="M12 -30 L69 -40 V-26 L12 -16Z"/>'
            : '<path d="M17 -30 q20 14 18 38 q-4 -16 -18 -20Z"/>'
        }</g>`;
      }
      break;
    }
    case 'wellness': {
      const spots = [
        [0.08, 0.2, 30],
        [0.9, 0.16, -30],
        [0.12, 0.6, 60],
        [0.9, 0.56, -60],
        [0.5, 0.06, 90],
        [0.22, 0.04, 20],
      ];
      for (const [lx, ly, rot] of spots) {
        const x = w * lx + rng.range(-15, 15);
        const y = h * ly + rng.range(-15, 15);
        const sc = rng.range(0.9, 1.4);
        s += `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(rot + rng.range(-20, 20))}) scale(${f1(sc)})" opacity="${op + 0.05}"><path d="M0 0 C30 -40 90 -40 120 0 C90 40 30 40 0 0Z" fill="${c}"/><path d="M0 0 L120 0" stroke="${pal.halo}" stroke-width="3" opacity=".7"/></g>`;
      }
      break;
    }
    case 'technology': {
      const lines = [
        [0.05, 0.12, 1],
        [0.95, 0.18, -1],
        [0.04, 0.5, 1],
        [0.96, 0.58, -1],
        [0.06, 0.8, 1],
      ];
      for (const [lx, ly, dir] of lines) {
        const x0 = lx * w;
        const y0 = ly * h + rng.range(-30, 30);
        const len1 = rng.range(80, 160);
        const len2 = rng.range(40, 90);
        const x1 = x0 + dir * len1;
        const x2 = x1 + dir * len2;
        const y2 = y0 + len2 * (rng.next() > 0.5 ? 1 : -1);
        s += `<path d="M${r(x0 - dir * 60)} ${r(y0)} H${r(x1)} L${r(x2)} ${r(y2)} H${r(x2 + dir * 50)}" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${op + 0.08}"/><circle cx="${r(x2 + dir * 50)}" cy="${r(y2)}" r="12" fill="none" stroke="${c}" stroke-width="6" opacity="${op + 0.08}"/>`;
      }
      for (let i = 0; i < 4; i++) {
        s += `<rect x="${r(rng.range(0.05, 0.9) * w)}" y="${r(rng.range(0.05, 0.35) * h)}" width="26" height="26" rx="5" fill="${c}" opacity="${op}"/>`;
      }
      break;
    }
    case 'cooking': {
      const spots = [
        [0.1, 0.16],
        [0.88, 0.14],
        [0.08, 0.52],
        [0.9, 0.5],
        [0.28, 0.06],
        [0.7, 0.05],
      ];
      spots.forEach(([sx, sy], i) => {
        const x = w * sx + rng.range(-15, 15);
        const y = h * sy + rng.range(-15, 15);
        const rot = rng.range(-35, 35);
        const g =
          i % 3 === 0
            ? // spoon
              '<ellipse cx="0" cy="-50" rx="24" ry="34"/><rect x="-5" y="-20" width="10" height="100" rx="5"/>'
            : i % 3 === 1
              ? // fork
                '<path d="M-22 -90 v50 q0 20 17 22 v98 h10 v-98 q17 -2 17 -22 v-50 h-7 v48 h-6 v-48 h-6 v48 h-6 v-48 h-6 v48 h-6 v-48Z"/>'
              : // herb sprig
                '<path d="M0 80 L0 -80" stroke-width="6" stroke="currentColor"/><ellipse cx="-18" cy="-40" rx="18" ry="9" transform="rotate(-30 -18 -40)"/><ellipse cx="18" cy="-10" rx="18" ry="9" transform="rotate(30 18 -10)"/><ellipse cx="-18" cy="20" rx="18" ry="9" transform="rotate(-30 -18 20)"/><ellipse cx="0" cy="-78" rx="9" ry="16"/>';
        s += `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(rot)})" fill="${c}" color="${c}" opacity="${op + 0.05}">${g}</g>`;
      });
      break;
    }
    case 'art': {
      const cols = [pal.motif, pal.accent, hex(pal.dark ? 50 : 45, 85, 62)];
      for (let i = 0; i < 6; i++) {
        const x = rng.pick([rng.range(0.02, 0.25), rng.range(0.75, 0.98)]) * w;
        const y = rng.range(0.04, 0.75) * h;
        const rr = rng.range(26, 64);
        const col = cols[i % 3];
        s += `<path d="M${r(x - rr)} ${r(y)} C${r(x - rr)} ${r(y - rr * 1.1)} ${r(x + rr * 1.2)} ${r(y - rr)} ${r(x + rr)} ${r(y + rr * 0.1)} C${r(x + rr * 0.8)} ${r(y + rr)} ${r(x - rr * 0.6)} ${r(y + rr * 1.2)} ${r(x - rr)} ${r(y)}Z" fill="${col}" opacity="${op + 0.06}"/><circle cx="${r(x + rr * 1.4)}" cy="${r(y - rr * 0.8)}" r="${r(rr * 0.18)}" fill="${col}" opacity="${op + 0.06}"/>`;
      }
      s += `<path d="M${r(w * 0.03)} ${r(h * 0.9)} C${r(w * 0.2)} ${r(h * 0.78)} ${r(w * 0.3)} ${r(h * 0.95)} ${r(w * 0.45)} ${r(h * 0.84)}" stroke="${pal.accent}" stroke-width="34" stroke-linecap="round" fill="none" opacity="${op}"/>`;
      break;
    }
    case 'fitness': {
      for (let i = 0; i < 4; i++) {
        s += `<ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.98)}" rx="${r(w * 0.62 + i * 70)}" ry="${r(h * 0.5 + i * 70)}" fill="none" stroke="${c}" stroke-width="10" stroke-dasharray="${i % 2 ? '40 24' : 'none'}" opacity="${op}"/>`;
      }
      for (let i = 0; i < 3; i++) {
        const y = h * (0.1 + i * 0.06);
        s += `<path d="M${r(w * 0.78)} ${r(y)} h${r(w * 0.18)}" stroke="${c}" stroke-width="12" stroke-linecap="round" opacity="${op + 0.08}"/><path d="M${r(w * 0.04)} ${r(y + h * 0.05)} h${r(w * 0.12)}" stroke="${c}" stroke-width="12" stroke-linecap="round" opacity="${op + 0.08}"/>`;
      }
      break;
    }
    default: {
      // lifestyle: arches, a plant and sparkles
      s += `<path d="M${r(w * 0.06)} ${h} V${r(h * 0.3)} a${r(w * 0.14)} ${r(w * 0.14)} 0 0 1 ${r(w * 0.28)} 0 V${h}Z" fill="${c}" opacity="${op - 0.08}"/>`;
      s += `<path d="M${r(w * 0.66)} ${h} V${r(h * 0.22)} a${r(w * 0.15)} ${r(w * 0.15)} 0 0 1 ${r(w * 0.3)} 0 V${h}Z" fill="${c}" opacity="${op - 0.1}"/>`;
      for (let i = 0; i < 5; i++) {
        const x = rng.range(0.05, 0.95) * w;
        const y = rng.range(0.04, 0.4) * h;
        const k = rng.range(12, 24);
        s += `<path d="M${r(x)} ${r(y - k)} Q${r(x + k * 0.15)} ${r(y - k * 0.15)} ${r(x + k)} ${r(y)} Q${r(x + k * 0.15)} ${r(y + k * 0.15)} ${r(x)} ${r(y + k)} Q${r(x - k * 0.15)} ${r(y + k * 0.15)} ${r(x - k)} ${r(y)} Q${r(x - k * 0.15)} ${r(y - k * 0.15)} ${r(x)} ${r(y - k)}Z" fill="${pal.dark ? '#fff' : c}" opacity="${op + 0.15}"/>`;
      }
    }
  }
  return s;
}

function extraMotif(acc, rng, w = 900, h = 1200) {
  let s = '';
  if (acc.includes('stars')) {
    for (let i = 0; i < 22; i++) {
      const x = rng.range(0, w);
      const y = rng.range(0, h * 0.6);
      s += `<circle cx="${r(x)}" cy="${r(y)}" r="${f1(rng.range(1.5, 4.5))}" fill="#fff" opacity="${f1(rng.range(0.4, 0.9))}"/>`;
    }
    s += `<path d="M${r(w * 0.82)} ${r(h * 0.1)} q6 22 28 28 q-22 6 -28 28 q-6 -22 -28 -28 q22 -6 28 -28Z" fill="#fff" opacity=".8"/>`;
  }
  if (acc.includes('aurora')) {
    s += `<path d="M0 ${r(h * 0.3)} C${r(w * 0.25)} ${r(h * 0.12)} ${r(w * 0.55)} ${r(h * 0.42)} ${w} ${r(h * 0.14)} L${w} ${r(h * 0.26)} C${r(w * 0.6)} ${r(h * 0.5)} ${r(w * 0.3)} ${r(h * 0.24)} 0 ${r(h * 0.44)}Z" fill="#7CF2C0" opacity=".22"/><path d="M0 ${r(h * 0.18)} C${r(w * 0.3)} ${r(h * 0.06)} ${r(w * 0.6)} ${r(h * 0.3)} ${w} ${r(h * 0.04)}" stroke="#B69CFF" stroke-width="28" fill="none" opacity=".18"/>`;
    for (let i = 0; i < 14; i++)
      s += `<circle cx="${r(rng.range(0, w))}" cy="${r(rng.range(0, h * 0.5))}" r="${f1(rng.range(1.5, 3.5))}" fill="#fff" opacity=".7"/>`;
  }
  if (acc.includes('waves')) {
    for (let i = 0; i < 3; i++) {
      const y = h * (0.7 + i * 0.07);
      s += `<path d="M0 ${r(y)} q${r(w / 8)} -40 ${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0 t${r(w / 4)} 0" stroke="#fff" stroke-width="10" fill="none" opacity=".35"/>`;
    }
  }
  return s;
}

// ---------------------------------------------------------------- portrait pieces

const CX = 450;
const HEAD_W = 128;
const EYE_Y = 492;

/** A bumpy closed outline around an ellipse (curls, afros, clouds). */
function cloud(cx, cy, rx, ry, n, rng, bulge = 0.62, start = 0, end = Math.PI * 2) {
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const a = start + ((end - start) * i) / n;
    const j = rng ? rng.range(0.94, 1.06) : 1;
    pts.push([cx + Math.cos(a) * rx * j, cy + Math.sin(a) * ry * j]);
  }
  let d = `M${r(pts[0][0])} ${r(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const rr = Math.hypot(x1 - x0, y1 - y0) * bulge;
    d += `A${r(rr)} ${r(rr)} 0 0 1 ${r(x1)} ${r(y1)}`;
  }
  return `${d}Z`;
}

function headPath(W, jaw = 0.56) {
  return `M450 305C${r(CX + 0.8 * W)} 305 ${CX + W} 372 ${CX + W} 472C${CX + W} 572 ${r(CX + jaw * W)} 655 450 668C${r(CX - jaw * W)} 655 ${CX - W} 572 ${CX - W} 472C${CX - W} 372 ${r(CX - 0.8 * W)} 305 450 305Z`;
}

const BODY_LIFT = 44;
const FIGURE_SCALE = 1.1;
const TORSO = 'M80 1250C80 990 160 862 330 824Q450 800 570 824C740 862 820 990 820 1250Z';

/** Mirror a path horizontally around x = 450 (only absolute M/L/C/Q/A/Z commands with pairs). */
function mirror(d) {
  return d.replace(
    /([MLCQTSA]?)(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_m, cmd, x, y) => `${cmd}${900 - Number(x)} ${y}`,
  );
}

function hairPieces(look, col, rng) {
  const s = look.hair;
  const H = 'url(#hr)';
  let back = '';
  let front = '';
  let drape = '';
  const cap = (topY, hairlineY, templeY = 480) =>
    `M316 ${templeY}C300 ${topY + 70} 375 ${topY} 450 ${topY}C525 ${topY} 600 ${topY + 70} 584 ${templeY}C574 ${hairlineY + 50} 555 ${hairlineY + 18} 520 ${hairlineY + 8}C485 ${hairlineY} 415 ${hairlineY} 380 ${hairlineY + 8}C345 ${hairlineY + 18} 326 ${hairlineY + 50} 316 ${templeY}Z`;
  switch (s) {
    case 'afro':
      back = `<path d="${cloud(450, 380, 235, 215, 22, rng, 0.6)}" fill="${H}"/>`;
      front = `<path d="${cloud(450, 322, 150, 66, 12, rng, 0.62)}" fill="${H}"/>`;
      break;
    case 'bun':
      back = `<circle cx="450" cy="238" r="72" fill="${H}"/><path d="M312 500C300 330 380 268 450 268C520 268 600 330 588 500Z" fill="${H}"/>`;
      front = `<path d="M318 490C302 330 380 266 450 266C520 266 598 330 582 490C572 420 540 372 452 356C360 372 328 420 318 490Z" fill="${H}"/><path d="M452 270Q448 320 452 356" stroke="${mix(col, '#000000', 0.35)}" stroke-width="4" fill="none"/><path d="M330 440C318 500 322 540 338 572" stroke="${col}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M574 450C586 500 580 540 566 566" stroke="${col}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      break;
    case 'receding':
      back = `<path d="M344 600C302 570 290 470 316 400Q450 330 584 400C610 470 598 570 556 600Z" fill="${H}"/>`;
      front = `<path d="M322 440C318 410 326 380 350 360C342 390 338 420 340 446Z" fill="${H}"/><path d="${mirror('M322 440C318 410 326 380 350 360C342 390 338 420 340 446Z')}" fill="${H}"/><path d="M395 318Q450 300 505 318" stroke="${col}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/><ellipse cx="410" cy="345" rx="40" ry="18" fill="#fff" opacity=".16" transform="rotate(-20 410 345)"/>`;
      break;
    case 'beanie':
      front = `<path d="M322 520C314 480 316 450 322 430H344C340 460 342 490 348 520Z" fill="${H}"/><path d="${mirror('M322 520C314 480 316 450 322 430H344C340 460 342 490 348 520Z')}" fill="${H}"/><path d="M306 420C298 255 378 200 450 200C522 200 602 255 594 420Z" fill="${look.hat}"/><path d="M380 225C370 300 372 360 378 410M450 205V410M520 225C530 300 528 360 522 410" stroke="#000" stroke-opacity=".12" stroke-width="8" fill="none"/><rect x="296" y="388" width="308" height="66" rx="30" fill="${mix(look.hat, '#000000', 0.18)}"/><path d="M320 400V444M350 398V446M380 397V447M410 396V448M440 396V448M470 396V448M500 396V448M530 397V447M560 398V446M590 400V444" stroke="#000" stroke-opacity=".15" stroke-width="6"/><circle cx="450" cy="192" r="38" fill="${mix(look.hat, '#ffffff', 0.55)}"/>`;
      break;
    case 'bob':
      back = `<path d="M298 470C288 300 370 248 450 248C530 248 612 300 602 470C602 560 612 620 624 668C580 690 530 680 510 668L390 668C370 680 320 690 276 668C288 620 298 560 298 470Z" fill="${H}"/>`;
      front = `<path d="M316 490C300 330 380 258 452 258C540 258 602 330 586 490C578 410 548 360 476 342C432 390 368 420 316 490Z" fill="${H}"/><path d="M476 342C500 300 540 290 560 300" stroke="#fff" stroke-opacity=".18" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'sidepart':
      front = `<path d="M318 478C300 330 380 244 462 246C548 248 602 320 584 468C578 410 562 378 540 366C480 372 410 358 366 336C344 366 326 414 318 478Z" fill="${H}"/><path d="M366 336C400 290 450 270 520 276" stroke="#fff" stroke-opacity=".16" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'sidebraid': {
      back = `<path d="M310 480C298 300 380 252 450 252C522 252 602 300 590 480L596 640C566 660 540 646 528 628L372 628C360 650 330 660 304 640Z" fill="${H}"/>`;
      front = `<path d="M318 486C302 330 382 262 432 262C520 262 602 320 584 476C572 410 540 360 432 332C400 380 350 420 318 486Z" fill="${H}"/><path d="M432 264Q430 300 432 332" stroke="${mix(col, '#000000', 0.4)}" stroke-width="4"/>`;
      let d = '';
      for (let i = 0; i < 8; i++) {
        const y = 600 + i * 46;
        const x = 566 + i * 5 + (i % 2 ? 8 : -8);
        d += `<ellipse cx="${x}" cy="${y}" rx="${34 - i * 1.5}" ry="30" fill="${H}" transform="rotate(${i % 2 ? 20 : -20} ${x} ${y})"/>`;
      }
      drape = `${d}<rect x="585" y="950" width="30" height="16" rx="6" fill="${look.cloth === '#2E8C88' ? '#F2B134' : '#E9546B'}"/><path d="M588 964C584 990 590 1004 600 1012C610 1004 616 990 612 964Z" fill="${H}"/>`;
      break;
    }
    case 'buzz':
      front = `<path d="${cap(286, 368, 470)}" fill="${col}" opacity=".88"/>`;
      break;
    case 'fade':
      front = `<path d="M318 476C306 360 330 292 450 288C570 292 594 360 582 476C574 420 560 392 532 384C490 372 410 372 368 384C340 392 326 420 318 476Z" fill="${col}"/><path d="M318 476C314 440 312 420 316 396" stroke="${col}" stroke-width="10" opacity=".5"/>`;
      break;
    case 'twinbraids': {
      back = `<path d="M312 490C300 320 380 262 450 262C520 262 600 320 588 490Z" fill="${H}"/>`;
      front = `<path d="M318 490C302 330 380 264 450 264C520 264 598 330 582 490C574 420 530 366 452 350C370 366 326 420 318 490Z" fill="${H}"/><path d="M452 266Q448 310 452 350" stroke="${mix(col, '#000000', 0.3)}" stroke-width="4"/>`;
      let d = '';
      for (const side of [-1, 1]) {
        for (let i = 0; i < 8; i++) {
          const y = 560 + i * 44;
          const x = 450 + side * (150 + i * 6) + (i % 2 ? 7 : -7);
          d += `<ellipse cx="${x}" cy="${y}" rx="${30 - i}" ry="28" fill="${H}" transform="rotate(${(i % 2 ? 22 : -22) * side} ${x} ${y})"/>`;
        }
        d += `<rect x="${450 + side * 200 - 15}" y="900" width="30" height="14" rx="6" fill="#E94F4F"/><path d="M${450 + side * 200 - 12} 912C${450 + side * 200 - 16} 940 ${450 + side * 200 - 6} 950 ${450 + side * 200} 956C${450 + side * 200 + 6} 950 ${450 + side * 200 + 16} 940 ${450 + side * 200 + 12} 912Z" fill="${H}"/>`;
      }
      drape = d;
      break;
    }
    case 'headwrap': {
      const hw = look.hat;
      front = `<path d="M306 440C282 300 320 150 450 132C588 120 628 270 594 440C560 388 520 366 450 364C380 366 340 388 306 440Z" fill="${hw}"/><path d="M320 380C360 300 470 250 580 300M330 300C380 230 480 200 560 230M360 210C420 170 500 170 540 190" stroke="${mix(hw, '#000000', 0.25)}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/><g fill="${mix(hw, '#ffffff', 0.6)}" opacity=".8"><circle cx="400" cy="270" r="8"/><circle cx="470" cy="230" r="8"/><circle cx="530" cy="300" r="8"/><circle cx="360" cy="340" r="8"/><circle cx="450" cy="320" r="8"/><circle cx="420" cy="190" r="8"/><circle cx="560" cy="370" r="7"/><circle cx="500" cy="160" r="7"/></g><path d="M430 372C410 330 430 300 460 300C490 300 500 340 470 372Z" fill="${mix(hw, '#000000', 0.15)}"/>`;
      break;
    }
    case 'curlyshort':
      back = `<path d="${cloud(450, 350, 150, 100, 14, rng, 0.6)}" fill="${H}"/>`;
      front = `<path d="${cloud(450, 318, 146, 62, 12, rng, 0.6)}" fill="${H}"/>`;
      break;
    case 'wavy':
    case 'long': {
      const wavy = s === 'wavy';
      back = wavy
        ? `<path d="M308 470C290 300 380 244 450 244C540 244 612 300 594 470C600 560 640 640 620 760C640 840 604 900 566 930L334 930C296 900 260 840 280 760C260 640 300 560 308 470Z" fill="${H}"/>`
        : `<path d="M306 470C292 300 380 246 450 246C520 246 608 300 594 470L610 900Q450 930 290 900Z" fill="${H}"/>`;
      front = `<path d="M450 264C380 264 318 320 314 420C310 480 318 530 332 580C338 470 380 370 450 292C520 370 562 470 568 580C582 530 590 480 586 420C582 320 520 264 450 264Z" fill="${H}"/><path d="M440 296C400 340 372 400 360 470" stroke="#fff" stroke-opacity=".14" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      drape = wavy
        ? `<path d="M560 560C590 640 560 700 590 780C610 840 580 900 556 930C548 880 566 840 550 780C530 700 560 640 540 580Z" fill="${H}"/>`
        : `<path d="M570 540C584 650 604 780 586 930C560 860 548 720 544 560Z" fill="${H}"/><path d="${mirror('M570 540C584 650 604 780 586 930C560 860 548 720 544 560Z')}" fill="${H}"/>`;
      break;
    }
    case 'bobbangs':
      back = `<path d="M300 470C290 300 370 250 450 250C530 250 610 300 600 470L610 640Q450 660 290 640Z" fill="${H}"/>`;
      front = `<path d="M318 470C302 320 380 256 450 256C520 256 598 320 582 470L576 420C560 414 530 412 450 412C370 412 340 414 324 420Z" fill="${H}"/><path d="M380 300C420 280 480 280 520 300" stroke="#fff" stroke-opacity=".16" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'messycurly':
      back = `<path d="${cloud(450, 360, 172, 120, 16, rng, 0.6)}" fill="${H}"/>`;
      front = `<path d="${cloud(450, 322, 158, 72, 13, rng, 0.62)}" fill="${H}"/>`;
      break;
    case 'messy':
      back = `<path d="M312 480C300 320 380 262 450 262C520 262 600 320 588 480Z" fill="${H}"/>`;
      front = `<path d="M316 482C300 330 360 258 450 254C540 252 602 320 584 474C572 420 556 392 530 380L536 404 500 376 492 400 460 372 448 398 420 374 404 402 388 380C350 394 328 430 316 482Z" fill="${H}"/><path d="M420 270L400 240 440 262 452 232 470 262 500 240 490 272" fill="${H}"/>`;
      break;
    case 'curtain':
      back = `<path d="M304 470C290 300 380 250 450 250C520 250 610 300 596 470C600 560 614 660 626 740Q450 770 274 740C286 660 300 560 304 470Z" fill="${H}"/>`;
      front = `<path d="M316 490C300 320 380 258 450 258C520 258 600 320 584 490C576 420 548 372 468 330L450 320 432 330C352 372 324 420 316 490Z" fill="${H}"/><path d="M430 332C380 360 350 400 336 460M470 332C520 360 550 400 564 460" stroke="#fff" stroke-opacity=".16" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      break;
    case 'lowbun':
      back = `<circle cx="598" cy="520" r="54" fill="${H}"/><path d="M312 490C300 320 380 262 450 262C520 262 600 320 588 490Z" fill="${H}"/>`;
      front = `<path d="M318 490C302 330 380 262 450 262C520 262 598 330 582 490C574 420 548 380 500 360C430 360 370 390 318 490Z" fill="${H}"/><path d="M340 440C380 380 440 350 520 346M470 276C520 290 560 330 574 390" stroke="#fff" stroke-opacity=".22" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      break;
    case 'hijab': {
      const hj = look.hat;
      back = `<path d="M296 480C282 280 370 214 450 214C530 214 618 280 604 480C612 600 660 720 704 830Q450 880 196 830C240 720 288 600 296 480Z" fill="${hj}"/>`;
      drape = `<path d="M326 620C352 740 400 800 450 806C500 800 548 740 574 620C620 710 664 800 700 870Q450 930 200 870C236 800 280 710 326 620Z" fill="${mix(hj, '#000000', 0.08)}"/><path d="M560 660C600 740 640 800 680 860" stroke="${mix(hj, '#000000', 0.2)}" stroke-width="6" fill="none" opacity=".6"/>`;
      front = `<path fill-rule="evenodd" d="M450 236C566 236 622 330 618 470C614 600 552 716 450 724C348 716 286 600 282 470C278 330 334 236 450 236ZM450 292C530 292 576 360 576 472C576 588 526 676 450 684C374 676 324 588 324 472C324 360 370 292 450 292Z" fill="${hj}"/><path d="M330 400C350 330 400 296 450 294" stroke="${mix(hj, '#000000', 0.2)}" stroke-width="6" fill="none" opacity=".6"/><path d="M560 360C590 420 600 500 590 560" stroke="#fff" stroke-width="8" fill="none" opacity=".18" stroke-linecap="round"/>`;
      break;
    }
    case 'curlylong':
      back = `<path d="${cloud(450, 520, 250, 330, 26, rng, 0.6)}" fill="${H}"/>`;
      front = `<path d="${cloud(450, 320, 154, 70, 12, rng, 0.62)}" fill="${H}"/>`;
      break;
    case 'quiff':
      front = `<path d="M320 476C304 350 340 268 420 238C500 212 592 248 600 330C602 380 592 420 582 472C574 414 552 388 522 378C472 364 404 372 362 388C340 400 328 430 320 476Z" fill="${H}"/><path d="M420 252C480 236 550 250 580 300" stroke="#fff" stroke-opacity=".18" stroke-width="9" fill="none" stroke-linecap="round"/>`;
      break;
    case 'sunhat':
      back = `<path d="M310 440C300 380 330 330 370 322H530C570 330 600 380 590 440C600 520 620 600 604 660C560 690 520 670 500 650H400C380 670 340 690 296 660C280 600 300 520 310 440Z" fill="${H}"/>`;
      front = `<path d="M322 520C312 440 320 380 360 350H400C370 400 350 460 346 540Z" fill="${H}"/><path d="${mirror('M322 520C312 440 320 380 360 350H400C370 400 350 460 346 540Z')}" fill="${H}"/><ellipse cx="450" cy="344" rx="280" ry="62" fill="${look.hat}"/><ellipse cx="450" cy="336" rx="250" ry="44" fill="${mix(look.hat, '#ffffff', 0.15)}"/><path d="M334 344C330 240 380 190 450 190C520 190 570 240 566 344Z" fill="${look.hat}"/><path d="M336 306C380 322 520 322 564 306L566 340C520 356 380 356 334 340Z" fill="#5E7D54"/><path d="M400 210C440 200 480 200 520 214" stroke="#fff" stroke-opacity=".25" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'bald':
      back = `<path d="M344 600C306 570 294 480 318 420Q450 356 582 420C606 480 594 570 556 600Z" fill="${H}"/>`;
      front = `<ellipse cx="400" cy="345" rx="46" ry="22" fill="#fff" opacity=".18" transform="rotate(-20 400 345)"/>`;
      break;
    case 'ponytail':
      back = `<path d="M540 290C640 300 660 420 640 520C630 600 650 680 680 740C620 720 590 640 600 560C610 470 600 380 540 330Z" fill="${H}"/>`;
      front = `<path d="${cap(262, 362, 486)}" fill="${H}"/><path d="M360 330C420 296 500 290 560 320" stroke="#fff" stroke-opacity=".2" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'swept':
      back = `<path d="M316 500C300 330 380 250 450 250C520 250 600 330 584 500L592 600Q450 620 308 600Z" fill="${H}"/>`;
      front = `<path d="M316 490C300 330 360 236 452 232C552 228 612 320 590 490C584 430 570 380 540 360C500 340 420 334 380 350C346 370 326 420 316 490Z" fill="${H}"/><path d="M380 290C420 256 500 250 556 290M400 320C440 296 500 294 540 318" stroke="#fff" stroke-opacity=".16" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      break;
    case 'pixie':
      front = `<path d="M316 486C300 330 380 260 452 260C532 260 602 322 584 472C574 420 562 392 526 376L540 404C480 390 420 394 378 420L392 390C356 402 330 436 316 486Z" fill="${H}"/><path d="M400 290C450 276 510 284 550 320" stroke="#fff" stroke-opacity=".3" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    case 'cowboy':
      front = `<path d="M324 470C316 430 320 400 332 384H356C344 410 340 440 340 470Z" fill="${H}"/><path d="${mirror('M324 470C316 430 320 400 332 384H356C344 410 340 440 340 470Z')}" fill="${H}"/><path d="M336 372C326 290 352 206 404 204C430 202 442 212 450 214C458 212 470 202 496 204C548 206 574 290 564 372Z" fill="${look.hat}"/><path d="M338 336C400 350 500 350 562 336L564 370C500 384 400 384 336 370Z" fill="${mix(look.hat, '#000000', 0.45)}"/><path d="M214 340C260 400 640 400 686 340C700 380 640 420 450 420C260 420 200 380 214 340Z" fill="${mix(look.hat, '#000000', 0.1)}"/><path d="M404 220C420 260 420 300 410 330" stroke="#000" stroke-opacity=".15" stroke-width="8" fill="none"/>`;
      break;
    default:
      front = `<path d="${cap(270, 362)}" fill="${H}"/>`;
  }
  return { back, front, drape };
}

function top(look, skinNeck) {
  const c = look.cloth;
  const c2 = look.cloth2 ?? '#F2EEE6';
  const dk = mix(c, '#000000', 0.25);
  const body = `<path d="${TORSO}" fill="url(#cl)"/><path d="M250 880C215 960 200 1080 200 1250M650 880C685 960 700 1080 700 1250" stroke="${dk}" stroke-width="5" fill="none" opacity=".35"/>`;
  const crew = (band = dk) =>
    `<path d="M390 812Q450 872 510 812Z" fill="${skinNeck}"/><path d="M384 810Q450 880 516 810" stroke="${band}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  switch (look.top) {
    case 'v':
      return `${body}<path d="M388 812L450 930L512 812Z" fill="${skinNeck}"/><path d="M382 810L450 940L518 810" stroke="${dk}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'apron':
      return `<path d="${TORSO}" fill="${c2}"/>${crew(mix(c2, '#000000', 0.15))}<path d="M334 1250V940Q334 912 362 912H538Q566 912 566 940V1250Z" fill="url(#cl)"/><path d="M350 920L392 822M550 920L508 822" stroke="${c}" stroke-width="14" stroke-linecap="round"/><rect x="400" y="990" width="100" height="70" rx="10" fill="${dk}" opacity=".5"/>`;
    case 'zip':
      return `${body}<path d="M386 748V832Q450 856 514 832V748Q450 770 386 748Z" fill="${dk}"/><path d="M450 770V1250" stroke="${mix(c, '#ffffff', 0.5)}" stroke-width="6"/><rect x="442" y="842" width="16" height="30" rx="4" fill="${mix(c, '#ffffff', 0.6)}"/><path d="M200 930L300 1250M700 930L600 1250" stroke="${dk}" stroke-width="6" opacity=".5"/>`;
    case 'hoodie':
      return `${body}<path d="M362 810Q450 900 538 810" stroke="${dk}" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M418 860L412 960M482 860L488 960" stroke="${mix(c, '#ffffff', 0.7)}" stroke-width="7" stroke-linecap="round"/><path d="M300 1250C300 1120 340 1080 380 1080H520C560 1080 600 1120 600 1250" fill="${dk}" opacity=".25"/>`;
    case 'turtleneck':
      return `${body}<rect x="390" y="706" width="120" height="130" rx="26" fill="${mix(c, '#000000', 0.1)}"/><path d="M410 716V830M430 712V834M450 710V836M470 712V834M490 716V830" stroke="#000" stroke-opacity=".15" stroke-width="5"/><path d="M150 1000H750M140 1040H760" stroke="#fff" stroke-width="10" stroke-dasharray="14 16" opacity=".6"/><path d="M130 1080H770" stroke="#fff" stroke-width="6" opacity=".35"/>`;
    case 'jacket':
    case 'cardigan': {
      const cardigan = look.top === 'cardigan';
      const inner = cardigan
        ? `<path d="${TORSO}" fill="${c2}"/><path d="M392 806L366 872L440 852ZM508 806L534 872L460 852Z" fill="${mix(c2, '#ffffff', 0.4)}" stroke="${mix(c2, '#000000', 0.15)}" stroke-width="3"/>`
        : `<path d="${TORSO}" fill="${c2}"/>${crew(mix(c2, '#000000', 0.12))}`;
      const left = 'M80 1250C80 990 160 862 330 824L392 812L436 1250Z';
      return `${inner}<path d="${left}" fill="url(#cl)"/><path d="${mirror(left)}" fill="url(#cl)"/><path d="M392 812L420 1000M508 812L480 1000" stroke="${dk}" stroke-width="6" fill="none"/>${
        cardigan
          ? `<circle cx="428" cy="1040" r="8" fill="${dk}"/><circle cx="432" cy="1110" r="8" fill="${dk}"/><path d="M110 1100H250M650 1100H790" stroke="${dk}" stroke-width="6" opacity=".4"/>`
          : `<path d="M392 812L360 900L404 930M508 812L540 900L496 930" stroke="${dk}" stroke-width="6" fill="none" stroke-linejoin="round"/>`
      }`;
    }
    case 'collar':
      return `${body}<path d="M396 810L450 880L504 810Z" fill="${skinNeck}"/><path d="M392 804L364 876L446 868ZM508 804L536 876L454 868Z" fill="${mix(c, '#ffffff', 0.15)}" stroke="${dk}" stroke-width="4" stroke-linejoin="round"/><path d="M450 880V1250" stroke="${dk}" stroke-width="4"/><circle cx="450" cy="940" r="6" fill="${dk}"/><circle cx="450" cy="1030" r="6" fill="${dk}"/><circle cx="450" cy="1120" r="6" fill="${dk}"/><path d="M250 960H360V1000H250Z" fill="${dk}" opacity=".3"/>`;
    case 'chef':
      return `<path d="${TORSO}" fill="url(#cl)"/><path d="M382 786Q450 812 518 786L522 830Q450 856 378 830Z" fill="#ECE6DA"/><path d="M470 840C500 960 520 1080 530 1250" stroke="#D9D1C2" stroke-width="5" fill="none"/><g fill="#CFC6B6"><circle cx="410" cy="900" r="9"/><circle cx="414" cy="980" r="9"/><circle cx="418" cy="1060" r="9"/><circle cx="540" cy="900" r="9"/><circle cx="548" cy="980" r="9"/><circle cx="556" cy="1060" r="9"/></g>`;
    case 'kimono':
      return `${body}<path d="M392 806L456 960L508 806Z" fill="${skinNeck}"/><path d="M392 804L462 970" stroke="${c2}" stroke-width="30" stroke-linecap="round"/><path d="M510 804L420 1040" stroke="${c2}" stroke-width="30" stroke-linecap="round"/><clipPath id="tc"><path d="${TORSO}"/></clipPath><g clip-path="url(#tc)"><rect x="60" y="1100" width="780" height="70" fill="#C9A45C"/><path d="M60 1136H840" stroke="#8E3B46" stroke-width="8"/></g>`;
    case 'overalls':
      return `<path d="${TORSO}" fill="${c2}"/>${crew(mix(c2, '#000000', 0.15))}<path d="M330 1250V960Q330 930 360 930H540Q570 930 570 960V1250Z" fill="url(#cl)"/><path d="M345 940L310 850M555 940L590 850" stroke="${c}" stroke-width="30" stroke-linecap="round"/><circle cx="352" cy="958" r="10" fill="#E8C46A"/><circle cx="548" cy="958" r="10" fill="#E8C46A"/><rect x="405" y="990" width="90" height="60" rx="8" fill="${dk}" opacity=".5"/><g opacity=".9"><circle cx="380" cy="1100" r="12" fill="#F25F8A"/><circle cx="520" cy="1130" r="9" fill="#3BC4A6"/><circle cx="470" cy="1160" r="7" fill="#FFD34D"/></g>`;
    case 'breton': {
      let stripes = '';
      for (let y = 860; y < 1250; y += 44) stripes += `<rect x="60" y="${y}" width="780" height="18"/>`;
      return `<clipPath id="tc"><path d="${TORSO}"/></clipPath><path d="${TORSO}" fill="${c2}"/><g clip-path="url(#tc)" fill="${c}">${stripes}</g>${crew(c)}`;
    }
    case 'track':
      return `${body}${crew()}<path d="M330 826C240 850 170 930 140 1060" stroke="#fff" stroke-width="14" fill="none" opacity=".85"/><path d="M570 826C660 850 730 930 760 1060" stroke="#fff" stroke-width="14" fill="none" opacity=".85"/>`;
    default:
      return `${body}${crew()}`;
  }
}

function eyes(look, lash) {
  const iris = look.eye ?? '#2A1D17';
  let s = '';
  for (const side of [-1, 1]) {
    const x = CX + side * 54;
    const y = EYE_Y;
    if (look.eyes === 'happy') {
      s += `<path d="M${x - 20} ${y + 6}Q${x} ${y - 16} ${x + 20} ${y + 6}" stroke="${lash}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    } else if (look.eyes === 'closed') {
      s += `<path d="M${x - 20} ${y}Q${x} ${y + 14} ${x + 20} ${y}" stroke="${lash}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M${x + side * 20} ${y}l${side * 8} -5" stroke="${lash}" stroke-width="4" stroke-linecap="round"/>`;
    } else {
      const half = look.eyes === 'half';
      s += `<ellipse cx="${x}" cy="${y + 2}" rx="15" ry="${half ? 14 : 18}" fill="${iris}"/><circle cx="${x + 5}" cy="${y - 5}" r="5" fill="#fff"/><circle cx="${x - 5}" cy="${y + 8}" r="2.4" fill="#fff" opacity=".7"/>`;
      s += `<path d="M${x - 24} ${y - (half ? 2 : 6)}Q${x} ${y - (half ? 20 : 26)} ${x + 24} ${y - (half ? 2 : 6)}" stroke="${lash}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      if (look.brows === 'arched' || look.brows === 'soft') {
        s += `<path d="M${x + side * 24} ${y - (half ? 2 : 6)}l${side * 9} -7" stroke="${lash}" stroke-width="4.5" stroke-linecap="round"/>`;
      }
    }
  }
  return s;
}

function brows(look, col) {
  const w = { thick: 12, arched: 8, soft: 8, straight: 9 }[look.brows] ?? 8;
  let s = '';
  for (const side of [-1, 1]) {
    const x = CX + side * 54;
    const y = EYE_Y - (look.eyes === 'happy' || look.eyes === 'closed' ? 60 : 52);
    const d =
      look.brows === 'arched'
        ? `M${x - side * 24} ${y + 8}Q${x + side * 2} ${y - 14} ${x + side * 28} ${y + 6}`
        : look.brows === 'straight'
          ? `M${x - side * 24} ${y + 4}L${x + side * 26} ${y}`
          : `M${x - side * 24} ${y + 6}Q${x} ${y - 6} ${x + side * 26} ${y + 4}`;
    s += `<path d="${d}" stroke="${col}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function mouth(look, lip) {
  switch (look.mouth) {
    case 'grin':
      return `<path d="M410 604Q450 654 490 604Q450 616 410 604Z" fill="${lip}"/><path d="M418 608Q450 618 482 608L477 618Q450 628 423 618Z" fill="#fff"/><path d="M432 636Q450 642 468 636" stroke="#E77B7B" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>`;
    case 'small':
      return `<path d="M428 610Q450 626 472 610" stroke="${lip}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    case 'flat':
      return `<path d="M424 614Q452 622 478 608" stroke="${lip}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    default:
      return `<path d="M418 606Q450 632 482 606" stroke="${lip}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M436 630Q450 636 464 630" stroke="${lip}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".45"/>`;
  }
}

const BEARD =
  'M322 500C320 610 372 694 450 702C528 694 580 610 578 500C566 560 534 592 504 598C484 586 416 586 396 598C366 592 334 560 322 500Z';
const MUSTACHE =
  'M404 600C420 584 440 584 450 592C460 584 480 584 496 600C480 606 462 600 450 602C438 600 420 606 404 600Z';

function facialHair(acc, col) {
  let s = '';
  const has = (k) => acc.includes(k);
  if (has('beard') || has('fullBeardGinger') || has('whiteBeard'))
    s += `<path d="${BEARD}" fill="url(#hr)"/><path d="M372 640Q410 680 450 684" stroke="#fff" stroke-opacity=".12" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  if (has('shortBeard'))
    s += `<path d="M330 520C330 610 378 680 450 688C522 680 570 610 570 520C560 570 532 598 504 604C484 592 416 592 396 604C368 598 340 570 330 520Z" fill="${col}" opacity=".92"/>`;
  if (has('stubble')) s += `<path d="${BEARD}" fill="${col}" opacity=".15"/>`;
  if (has('goatee')) s += `<path d="M418 636Q450 654 482 636Q478 676 450 682Q422 676 418 636Z" fill="${col}"/>`;
  return s;
}

function mustache(acc, col) {
  const has = (k) => acc.includes(k);
  if (has('mustacheBig'))
    return `<path d="M396 604C412 580 440 578 450 590C460 578 488 580 504 604C512 620 500 628 490 616C478 604 462 604 450 606C438 604 422 604 410 616C400 628 388 620 396 604Z" fill="${col}"/>`;
  if (has('mustache'))
    return `<path d="M400 602C414 582 440 580 450 590C460 580 486 582 500 602C490 612 470 606 450 606C430 606 410 612 400 602Z" fill="${col}"/>`;
  if (has('beard') || has('fullBeardGinger') || has('whiteBeard') || has('shortBeard') || has('goatee'))
    return `<path d="${MUSTACHE}" fill="${col}"/>`;
  return '';
}

function accessoriesBehindHead(acc) {
  let s = '';
  if (acc.includes('hairpin'))
    s += `<path d="M560 470L650 560" stroke="#B23A48" stroke-width="8" stroke-linecap="round"/><circle cx="652" cy="562" r="11" fill="#E3B341"/>`;
  if (acc.includes('neckphones'))
    s += `<path d="M372 850C360 760 540 760 528 850" stroke="#1B1C22" stroke-width="18" fill="none"/>`;
  return s;
}

function accessoriesOnBody(acc, look) {
  let s = '';
  if (acc.includes('neckphones'))
    s += `<ellipse cx="372" cy="856" rx="40" ry="48" fill="#1B1C22"/><ellipse cx="372" cy="856" rx="24" ry="30" fill="${look.accentCol}"/><ellipse cx="528" cy="856" rx="40" ry="48" fill="#1B1C22"/><ellipse cx="528" cy="856" rx="24" ry="30" fill="${look.accentCol}"/>`;
  if (acc.includes('pearls')) {
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const x = 392 + 116 * t;
      const y = 822 + Math.sin(t * Math.PI) * 64;
      s += `<circle cx="${r(x)}" cy="${r(y)}" r="7" fill="#F6F1E7"/>`;
    }
  }
  if (acc.includes('shellNecklace'))
    s += `<path d="M398 818Q450 880 502 818" stroke="#7A5A3A" stroke-width="3" fill="none"/><circle cx="420" cy="850" r="6" fill="#FDF3E1"/><path d="M442 862Q450 880 458 862Q450 856 442 862Z" fill="#F8D9C4"/><circle cx="480" cy="850" r="6" fill="#FDF3E1"/>`;
  if (acc.includes('towel'))
    s += `<path d="M340 820C360 780 540 780 560 820L560 980Q540 990 520 980L520 850C490 830 410 830 380 850L380 980Q360 990 340 980Z" fill="#F7F4EE"/><path d="M340 950H380M520 950H560" stroke="#D13B3B" stroke-width="8"/>`;
  if (acc.includes('scarf'))
    s += `<path d="M376 790Q450 840 524 790L540 840Q450 900 360 840Z" fill="#2F6B4F"/><path d="M480 850L470 1010L530 1010L530 840Z" fill="#2F6B4F"/><path d="M370 816Q450 866 532 816M482 900H530M478 950H530" stroke="#C23B3B" stroke-width="6" fill="none"/><path d="M472 1010V1030M490 1010V1030M508 1010V1030M526 1010V1030" stroke="#2F6B4F" stroke-width="5"/>`;
  if (acc.includes('bowtie'))
    s += `<path d="M450 836L412 816V856ZM450 836L488 816V856Z" fill="#B3343C"/><circle cx="450" cy="836" r="8" fill="#8E2530"/>`;
  return s;
}

function earAccessories(acc) {
  let s = '';
  for (const side of [-1, 1]) {
    const x = CX + side * (HEAD_W - 2);
    const y = 540;
    if (acc.includes('hoops'))
      s += `<circle cx="${x}" cy="${y + 16}" r="15" stroke="#E2B24A" stroke-width="5" fill="none"/>`;
    if (acc.includes('bigHoops'))
      s += `<circle cx="${x}" cy="${y + 28}" r="27" stroke="#E8B948" stroke-width="6" fill="none"/>`;
    if (acc.includes('studs')) s += `<circle cx="${x}" cy="${y + 2}" r="6" fill="#F0C75E"/>`;
    if (acc.includes('starEarrings'))
      s += `<path d="M${x} ${y + 6}l5 12 13 1 -10 8 4 13 -12 -7 -12 7 4 -13 -10 -8 13 -1Z" fill="#F4C543"/>`;
  }
  return s;
}

function faceAccessories(acc) {
  let s = '';
  const frame = '#2A2226';
  if (acc.includes('roundGlasses'))
    s += `<g stroke="${frame}" stroke-width="6" fill="#fff" fill-opacity=".12"><circle cx="396" cy="${EYE_Y}" r="40"/><circle cx="504" cy="${EYE_Y}" r="40"/></g><path d="M436 ${EYE_Y - 4}Q450 ${EYE_Y - 14} 464 ${EYE_Y - 4}M356 ${EYE_Y - 6}L324 ${EYE_Y - 12}M544 ${EYE_Y - 6}L576 ${EYE_Y - 12}" stroke="${frame}" stroke-width="6" fill="none"/>`;
  if (acc.includes('rectGlasses'))
    s += `<g stroke="${frame}" stroke-width="7" fill="#fff" fill-opacity=".12"><rect x="352" y="${EYE_Y - 32}" width="88" height="64" rx="16"/><rect x="460" y="${EYE_Y - 32}" width="88" height="64" rx="16"/></g><path d="M440 ${EYE_Y - 8}Q450 ${EYE_Y - 16} 460 ${EYE_Y - 8}M352 ${EYE_Y - 14}L324 ${EYE_Y - 18}M548 ${EYE_Y - 14}L576 ${EYE_Y - 18}" stroke="${frame}" stroke-width="7" fill="none"/>`;
  if (acc.includes('stud')) s += `<circle cx="470" cy="560" r="4" fill="#F2C75C"/>`;
  if (acc.includes('paint'))
    s += `<circle cx="520" cy="575" r="9" fill="#3BC4A6" opacity=".85"/><circle cx="538" cy="560" r="5" fill="#F25F8A" opacity=".85"/>`;
  if (acc.includes('clay'))
    s += `<path d="M372 560q12 -8 24 2" stroke="#B9A48E" stroke-width="7" stroke-linecap="round" opacity=".7"/>`;
  return s;
}

function headAccessories(acc, look) {
  let s = '';
  if (acc.includes('headband'))
    s += `<path d="M318 420C330 300 570 300 582 420" stroke="${look.accentCol}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  if (acc.includes('sweatband'))
    s += `<path d="M320 416Q450 372 580 416" stroke="#F2F2F2" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M320 416Q450 372 580 416" stroke="${look.cloth}" stroke-width="8" fill="none" stroke-dasharray="1 0"/>`;
  if (acc.includes('bandana'))
    s += `<path d="M312 410C320 280 580 280 588 410" stroke="#F25F8A" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M586 390L640 360L630 420ZM586 400L646 430L600 440Z" fill="#F25F8A"/><g fill="#fff" opacity=".8"><circle cx="380" cy="330" r="5"/><circle cx="450" cy="310" r="5"/><circle cx="520" cy="328" r="5"/></g>`;
  if (acc.includes('goggles'))
    s += `<path d="M316 360Q450 300 584 360" stroke="#2B2B33" stroke-width="16" fill="none"/><circle cx="400" cy="338" r="34" fill="#6FD3E8" stroke="#2B2B33" stroke-width="10"/><circle cx="500" cy="338" r="34" fill="#6FD3E8" stroke="#2B2B33" stroke-width="10"/><path d="M386 324l14 -8M486 324l14 -8" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
  if (acc.includes('flower'))
    s += `<g transform="translate(334 400)">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-24" rx="17" ry="26" fill="#F2557A" transform="rotate(${a})"/>`).join('')}<circle r="9" fill="#FFD65A"/></g>`;
  if (acc.includes('pencil'))
    s += `<g transform="translate(310 470) rotate(-62)"><rect x="-70" y="-8" width="130" height="16" rx="3" fill="#F2C14E"/><path d="M60 -8L86 0L60 8Z" fill="#F3D9B1"/><path d="M78 -3L86 0L78 3Z" fill="#333"/><rect x="-78" y="-8" width="12" height="16" rx="3" fill="#E88A8A"/></g>`;
  return s;
}

function lines(acc, shadow) {
  if (!acc.includes('lines')) return '';
  return `<g stroke="${shadow}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"><path d="M334 488l-12 -6M336 500l-12 4M566 488l12 -6M564 500l12 4"/><path d="M408 578Q396 600 404 624M492 578Q504 600 496 624" opacity=".6"/></g>`;
}

/** Filled, unstroked shapes of a fragment with their fill removed (to reuse them as a shadow). */
function solidShapes(fragment) {
  return (fragment.match(/<(?:path|circle|ellipse|rect)\b[^>]*>/g) ?? [])
    .filter((el) => !el.includes('fill="none"') && !el.includes('stroke=') && !el.includes('opacity='))
    .map((el) => el.replace(/ fill="[^"]*"/, ''))
    .join('');
}

/** The full illustrated portrait scene in the 900x1200 coordinate space. */
function portraitScene(avatar, look) {
  const rng = rngFor(avatar.id);
  const pal = paletteFor(look);
  look.accentCol = pal.accent;
  const [skin, skinSh] = SKIN[look.skin];
  const hairCol = HAIR[look.hc];
  const lash = look.skin >= 7 ? '#1A0F0B' : '#2A1D1A';
  const lip = mix(skinSh, '#A3384A', look.skin >= 6 ? 0.35 : 0.5);
  const neck = mix(skin, skinSh, 0.55);
  const acc = look.acc;
  const beardCol = acc.includes('fullBeardGinger') ? HAIR.ginger : acc.includes('whiteBeard') ? HAIR.white : hairCol;
  const hair = hairPieces(look, hairCol, rng);
  const hidden = look.hair === 'hijab';

  const defs =
    lin(
      'bg',
      [
        [0, pal.bg1],
        [1, pal.bg2],
      ],
      0,
      0,
      0.4,
      1,
    ) +
    rad('ha', [
      [0, pal.halo, 0.95],
      [1, pal.halo, 0],
    ]) +
    lin(
      'sk',
      [
        [0, mix(skin, '#ffffff', 0.1)],
        [1, mix(skin, skinSh, 0.35)],
      ],
      0,
      0,
      1,
      0.3,
    ) +
    lin(
      'hr',
      [
        [0, mix(hairCol, '#ffffff', 0.16)],
        [1, mix(hairCol, '#000000', 0.2)],
      ],
      0,
      0,
      0.3,
      1,
    ) +
    lin(
      'cl',
      [
        [0, mix(look.cloth, '#ffffff', 0.12)],
        [1, mix(look.cloth, '#000000', 0.18)],
      ],
      0,
      0,
      0.6,
      1,
    ) +
    lin('vg', [
      [0, pal.bg2, 0],
      [1, pal.bg2, 0.35],
    ]) +
    `<clipPath id="hc"><path d="${headPath(HEAD_W)}"/></clipPath>`;

  let b = `<rect width="900" height="1200" fill="url(#bg)"/>`;
  b += `<ellipse cx="450" cy="520" rx="420" ry="460" fill="url(#ha)"/>`;
  b += motif(avatar.category, pal, rng);
  b += extraMotif(acc, rng);
  // Everything from here on is the figure, enlarged a little so it fills the frame.
  b += `<g transform="translate(450 1200) scale(${FIGURE_SCALE}) translate(-450 -1200)">`;
  b += hair.back;
  // The body is drawn in the torso's own space and lifted so the neck stays short.
  b += `<g transform="translate(0 -${BODY_LIFT})">${accessoriesBehindHead(acc)}</g>`;
  if (!hidden)
    b += `<path d="M398 590V770Q450 810 502 770V590Z" fill="${neck}"/><path d="M398 640Q450 720 502 640V600H398Z" fill="${skinSh}" opacity=".55"/>`;
  b += `<g transform="translate(0 -${BODY_LIFT})">${top(look, hidden ? look.hat : neck)}<path d="${TORSO}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="6"/>${accessoriesOnBody(acc, look)}</g>`;
  b += hair.drape;
  if (!hidden) {
    b += `<ellipse cx="${CX - HEAD_W + 2}" cy="508" rx="22" ry="36" fill="${skinSh}"/><ellipse cx="${CX + HEAD_W - 2}" cy="508" rx="22" ry="36" fill="${skinSh}"/>`;
    b += earAccessories(acc);
  }
  b += `<path d="${headPath(HEAD_W)}" fill="url(#sk)"/>`;
  // soft shadow cast by the front hair onto the forehead
  if (hair.front && !['bald', 'receding', 'hijab'].includes(look.hair))
    b += `<g clip-path="url(#hc)" opacity=".28"><g transform="translate(6 16)" fill="${skinSh}">${solidShapes(hair.front)}</g></g>`;
  b += `<ellipse cx="388" cy="574" rx="30" ry="18" fill="#F07C7C" opacity=".17"/><ellipse cx="512" cy="574" rx="30" ry="18" fill="#F07C7C" opacity=".17"/>`;
  b += `<ellipse cx="404" cy="420" rx="50" ry="26" fill="#fff" opacity=".1" transform="rotate(-18 404 420)"/>`;
  b += lines(acc, skinSh);
  b += brows(look, mix(acc.includes('whiteBeard') ? HAIR.grey : hairCol, '#000000', 0.15));
  b += eyes(look, lash);
  b += `<path d="M456 506Q466 540 464 556" stroke="${skinSh}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".5"/><path d="M436 560Q450 574 466 560" stroke="${skinSh}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  b += facialHair(acc, beardCol);
  b += mouth(look, lip);
  b += mustache(acc, beardCol);
  b += hair.front;
  b += faceAccessories(acc);
  b += headAccessories(acc, look);
  b += '</g>';
  b += `<rect y="900" width="900" height="300" fill="url(#vg)"/>`;
  return { defs, body: b };
}

function avatarMain(avatar) {
  const look = LOOKS[avatar.id];
  const { defs, body } = portraitScene(avatar, look);
  return svgDoc({ w: 900, h: 1200, title: `${avatar.name}, portrait`, defs, body });
}

function avatarProfile(avatar) {
  const look = LOOKS[avatar.id];
  const { defs, body } = portraitScene(avatar, look);
  // Tighter head-and-shoulders crop of the same scene, still 9:12.
  return svgDoc({
    w: 900,
    h: 1200,
    title: `${avatar.name}, profile picture`,
    defs,
    body: `<rect width="900" height="1200" fill="url(#bg)"/><g transform="translate(450 600) scale(1.3) translate(-450 -470)">${body}</g>`,
  });
}

// ---------------------------------------------------------------- content thumbnails (1600x900)

/** A small topic glyph for a category, drawn in a 200x200 box centred on (0, 0). */
function glyph(category, c1, c2) {
  switch (category) {
    case 'travel':
      return `<circle cx="40" cy="-40" r="26" fill="${c2}"/><path d="M-90 70L-30 -30 10 30 40 -5 90 70Z" fill="${c1}"/><path d="M-30 -30L-14 -3 -30 -10 -44 -6Z" fill="#fff" opacity=".8"/>`;
    case 'music':
      return `<rect x="-90" y="-50" width="180" height="110" rx="12" fill="#fff"/>${[-60, -30, 15, 45, 75].map((x) => `<rect x="${x - 8}" y="-50" width="16" height="66" rx="3" fill="${c1}"/>`).join('')}<path d="M-45 -50V60M0 -50V60M45 -50V60" stroke="${c2}" stroke-width="3"/>`;
    case 'wellness':
      return `<path d="M0 70C-70 40 -80 -30 -20 -80C-20 -20 0 20 0 70Z" fill="${c1}"/><path d="M0 70C70 40 80 -30 20 -80C20 -20 0 20 0 70Z" fill="${c2}"/><path d="M0 70C-30 20 -20 -40 0 -90C20 -40 30 20 0 70Z" fill="${mix(c1, '#ffffff', 0.35)}"/>`;
    case 'technology':
      return `<rect x="-55" y="-55" width="110" height="110" rx="14" fill="${c1}"/><rect x="-28" y="-28" width="56" height="56" rx="6" fill="${c2}"/><path d="M-35 -55V-80M0 -55V-80M35 -55V-80M-35 55V80M0 55V80M35 55V80M-55 -35H-80M-55 0H-80M-55 35H-80M55 -35H80M55 0H80M55 35H80" stroke="${c1}" stroke-width="8" stroke-linecap="round"/>`;
    case 'cooking':
      return `<path d="M-85 0H85C85 50 45 80 0 80C-45 80 -85 50 -85 0Z" fill="${c1}"/><rect x="-95" y="-8" width="190" height="16" rx="8" fill="${c2}"/><path d="M-30 -20C-45 -40 -15 -55 -30 -80M0 -20C-15 -40 15 -55 0 -80M30 -20C15 -40 45 -55 30 -80" stroke="${c2}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'art':
      return `<path d="M-80 10C-90 -60 20 -90 70 -40C100 -10 60 10 40 0C20 -10 10 20 30 40C50 70 -70 80 -80 10Z" fill="${c1}"/><circle cx="-40" cy="-20" r="13" fill="#F25F8A"/><circle cx="0" cy="-45" r="13" fill="#FFD34D"/><circle cx="-50" cy="30" r="13" fill="#3BC4A6"/><path d="M20 60L95 -60" stroke="${c2}" stroke-width="12" stroke-linecap="round"/>`;
    case 'fitness':
      return `<rect x="-60" y="-8" width="120" height="16" rx="8" fill="${c2}"/><rect x="-92" y="-45" width="26" height="90" rx="8" fill="${c1}"/><rect x="66" y="-45" width="26" height="90" rx="8" fill="${c1}"/><rect x="-66" y="-32" width="16" height="64" rx="6" fill="${c1}"/><rect x="50" y="-32" width="16" height="64" rx="6" fill="${c1}"/>`;
    default:
      return `<path d="M-40 80H40L52 10H-52Z" fill="${c2}"/><path d="M0 10C-10 -40 -60 -50 -80 -30C-50 -30 -20 -10 0 10ZM0 10C10 -50 50 -80 80 -60C50 -50 20 -20 0 10ZM0 10C0 -40 -10 -70 -30 -90C0 -80 10 -40 0 10Z" fill="${c1}"/>`;
  }
}

function contentBadge(look, x, y, sc = 1) {
  const [skin] = SKIN[look.skin];
  const hair = look.hair === 'hijab' || look.hair === 'headwrap' || look.hair === 'beanie' ? look.hat : HAIR[look.hc];
  return `<g transform="translate(${x} ${y}) scale(${sc})"><circle r="62" fill="#fff"/><circle r="54" fill="${look.cloth}"/><circle cy="-6" r="30" fill="${skin}"/><circle cx="-10" cy="-6" r="3.2" fill="#2A1D1A"/><circle cx="10" cy="-6" r="3.2" fill="#2A1D1A"/><path d="M-8 8Q0 14 8 8" stroke="#2A1D1A" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M-32 -6C-34 -36 -18 -48 0 -48C18 -48 34 -36 32 -6C26 -24 14 -30 0 -30C-14 -30 -26 -24 -32 -6Z" fill="${hair}"/><path d="M-40 44C-34 26 -18 22 0 22C18 22 34 26 40 44" fill="${mix(look.cloth, '#000000', 0.2)}"/></g>`;
}

function contentImage(avatar, item, k) {
  const look = LOOKS[avatar.id];
  const rng = rngFor(avatar.id * 100 + k);
  const base = paletteFor(look);
  const pal = { ...base };
  const W = 1600;
  const H = 900;
  const ink = base.dark ? '#ffffff' : mix(base.motif, '#000000', 0.35);
  const c1 = base.dark ? mix(base.halo, '#ffffff', 0.2) : base.motif;
  const c2 = base.accent;
  const defs =
    lin(
      'bg',
      [
        [0, pal.bg1],
        [1, pal.bg2],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad('ha', [
      [0, pal.halo, 0.9],
      [1, pal.halo, 0],
    ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="${r(rng.range(600, 1000))}" cy="450" rx="760" ry="520" fill="url(#ha)"/>`;
  b += motif(avatar.category, pal, rng, W, H);
  const tilt = f1(rng.range(-4, 4));
  const layout = k === 1 ? 'intro' : k === 2 ? 'topics' : item.type;
  const heart = (x, y, sc, col) =>
    `<path transform="translate(${x} ${y}) scale(${sc}) translate(-32 -32)" d="${HEART}" fill="${col}"/>`;
  switch (layout) {
    case 'intro': {
      const pills = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${-40 + i * 130}" y="90" width="${r(rng.range(100, 120))}" height="44" rx="22" fill="${[c1, c2, mix(c1, c2, 0.5)][i]}" opacity=".85"/>`,
        )
        .join('');
      b += `<g transform="translate(800 450) rotate(${tilt / 2})"><rect x="-400" y="-260" width="800" height="520" rx="36" fill="#000" opacity=".12" transform="translate(14 18)"/><rect x="-400" y="-260" width="800" height="520" rx="36" fill="#fff"/><rect x="-400" y="-260" width="800" height="150" rx="36" fill="${mix(pal.bg1, c2, 0.3)}"/><rect x="-400" y="-150" width="800" height="40" fill="${mix(pal.bg1, c2, 0.3)}"/>${contentBadge(look, -240, -60, 1.9)}<rect x="-40" y="-60" width="${r(rng.range(260, 330))}" height="40" rx="12" fill="${mix(c1, '#000000', 0.25)}"/><rect x="-40" y="0" width="320" height="18" rx="9" fill="#D9D5DE"/><rect x="-40" y="36" width="250" height="18" rx="9" fill="#D9D5DE"/>${pills}<rect x="-330" y="170" width="180" height="54" rx="27" fill="${c2}"/></g>`;
      b += `<g transform="translate(1230 200) rotate(8)"><path d="${BUBBLE}" transform="scale(2.6) translate(-32 -32)" fill="#fff"/>${heart(0, -5, 1.4, c2)}</g>`;
      break;
    }
    case 'topics': {
      const chips = [
        [-250, -120, -6],
        [230, -150, 5],
        [-40, 110, -2],
      ];
      chips.forEach(([x, y, rot], i) => {
        const fill = [mix(pal.bg1, c2, 0.3), mix(pal.bg1, c1, 0.3), '#fff'][i];
        b += `<g transform="translate(${800 + x} ${450 + y}) rotate(${rot})"><rect x="-230" y="-110" width="460" height="220" rx="110" fill="#000" opacity=".1" transform="translate(10 14)"/><rect x="-230" y="-110" width="460" height="220" rx="110" fill="${fill}"/><g transform="translate(-110 0) scale(.8)">${glyph(avatar.category, c1, c2)}</g><rect x="-10" y="-30" width="${r(rng.range(150, 190))}" height="24" rx="12" fill="${mix(c1, '#000000', 0.2)}"/><rect x="-10" y="14" width="${r(rng.range(100, 150))}" height="18" rx="9" fill="${mix(c1, '#ffffff', 0.4)}"/></g>`;
      });
      b += heart(1320, 200, 1.6, c2) + heart(330, 700, 1.1, c2) + heart(1390, 690, 0.9, '#fff');
      break;
    }
    case 'video': {
      b += `<g transform="translate(800 450) rotate(${tilt / 2})"><rect x="-430" y="-250" width="860" height="484" rx="28" fill="#15131C"/><rect x="-410" y="-230" width="820" height="444" rx="18" fill="${mix(pal.bg2, '#000000', 0.35)}"/><g transform="translate(-230 0) scale(1.3)" opacity=".85">${glyph(avatar.category, c1, c2)}</g><circle cx="90" cy="-10" r="88" fill="#fff" opacity=".95"/><path d="M66 -60L140 -10 66 40Z" fill="${mix(pal.bg2, '#000000', 0.2)}"/><rect x="-380" y="180" width="760" height="10" rx="5" fill="#fff" opacity=".3"/><rect x="-380" y="180" width="${r(rng.range(140, 520))}" height="10" rx="5" fill="${c2}"/></g>`;
      break;
    }
    case 'audio': {
      let bars = '';
      const n = 34;
      for (let i = 0; i < n; i++) {
        const h = 30 + Math.abs(Math.sin(i * 0.55 + k)) * 150 * rng.range(0.5, 1);
        bars += `<rect x="${r(780 + i * 20)}" y="${r(450 - h / 2)}" width="11" height="${r(h)}" rx="5.5"/>`;
      }
      b += `<g transform="translate(470 450)"><circle r="250" fill="#17151E"/><circle r="230" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="30"/><circle r="160" fill="none" stroke="#fff" stroke-opacity=".06" stroke-width="24"/><circle r="92" fill="${c2}"/><g transform="scale(.55)">${glyph(avatar.category, '#fff', mix(c2, '#000000', 0.3))}</g><circle r="8" fill="#17151E"/></g><g fill="${ink}" opacity=".8">${bars}</g>`;
      break;
    }
    case 'gallery': {
      const frames = [
        [560, 470, -8],
        [1040, 430, 7],
        [800, 500, -1],
      ];
      frames.forEach(([x, y, rot], i) => {
        const sky = i === 2 ? mix(pal.bg1, c2, 0.35) : mix(pal.bg2, '#ffffff', 0.2 + i * 0.15);
        b += `<g transform="translate(${x} ${y}) rotate(${rot + r(rng.range(-3, 3))})"><rect x="-230" y="-250" width="460" height="520" rx="10" fill="#fff"/><rect x="-205" y="-225" width="410" height="400" rx="4" fill="${sky}"/><g transform="translate(0 -25)">${glyph(avatar.category, c1, c2)}</g><rect x="-150" y="205" width="${r(rng.range(140, 260))}" height="16" rx="8" fill="${mix(c1, '#ffffff', 0.5)}"/></g>`;
      });
      break;
    }
    default: {
      // article: a page with a header illustration and text lines
      let linesSvg = '';
      for (let i = 0; i < 5; i++)
        linesSvg += `<rect x="-270" y="${70 + i * 42}" width="${i === 4 ? 300 : r(rng.range(460, 540))}" height="16" rx="8" fill="#D9D5DE"/>`;
      b += `<g transform="translate(800 460) rotate(${tilt})"><rect x="-318" y="-352" width="636" height="704" rx="26" fill="#000" opacity=".12" transform="translate(14 18)"/><rect x="-318" y="-352" width="636" height="704" rx="26" fill="#fff"/><rect x="-290" y="-324" width="580" height="300" rx="16" fill="${mix(pal.bg1, c2, 0.25)}"/><g transform="translate(0 -174)">${glyph(avatar.category, c1, c2)}</g><rect x="-270" y="12" width="${r(rng.range(300, 420))}" height="30" rx="10" fill="${mix(c1, '#000000', 0.2)}"/>${linesSvg}</g>`;
    }
  }
  if (k !== 1) b += contentBadge(look, 150, 750, 1.3);
  return svgDoc({ w: W, h: H, title: `${item.title} (${avatar.name})`, defs, body: b });
}

// ---------------------------------------------------------------- placeholders & icons

const PLACEHOLDER_PALETTES = [
  ['#F4E7DA', '#E3C9B3', '#C9A58A'],
  ['#E3EEF0', '#BFD6DC', '#8FB3BD'],
  ['#ECE6F4', '#D1C4E6', '#A893CC'],
  ['#E6F0E1', '#C6DDBC', '#93B887'],
  ['#F6E4E8', '#E8C2CC', '#CF95A4'],
];

function placeholder(n) {
  const [a, b, c] = PLACEHOLDER_PALETTES[n - 1];
  const defs =
    lin(
      'bg',
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      0.4,
      1,
    ) +
    lin('fg', [
      [0, mix(c, '#ffffff', 0.25)],
      [1, c],
    ]);
  const rng = rngFor(900 + n);
  let dots = '';
  for (let i = 0; i < 6; i++)
    dots += `<circle cx="${r(rng.range(60, 840))}" cy="${r(rng.range(60, 520))}" r="${r(rng.range(20, 70))}" fill="#fff" opacity=".28"/>`;
  const body = `<rect width="900" height="1200" fill="url(#bg)"/>${dots}<circle cx="450" cy="520" r="330" fill="#fff" opacity=".25"/><circle cx="450" cy="470" r="150" fill="url(#fg)"/><path d="M130 1200C130 940 270 800 450 800C630 800 770 940 770 1200Z" fill="url(#fg)"/>`;
  return svgDoc({ w: 900, h: 1200, title: `Placeholder portrait ${n}`, defs, body });
}

const BUBBLE = 'M14 10H50A10 10 0 0 1 60 20V40A10 10 0 0 1 50 50H30L18 59V50H14A10 10 0 0 1 4 40V20A10 10 0 0 1 14 10Z';
const HEART =
  'M32 44C22 37 18 32 18 26.5C18 22.5 21 19.5 24.8 19.5C27.8 19.5 30.4 21.2 32 23.8C33.6 21.2 36.2 19.5 39.2 19.5C43 19.5 46 22.5 46 26.5C46 32 42 37 32 44Z';

function favicon() {
  const defs = lin(
    'm',
    [
      [0, '#FF8A6B'],
      [1, '#E5487A'],
    ],
    0,
    0,
    1,
    1,
  );
  return svgDoc({
    w: 64,
    h: 64,
    title: 'Companion chat logo',
    defs,
    body: `<path d="${BUBBLE}" fill="url(#m)"/><path d="${HEART}" fill="#fff"/><circle cx="45" cy="17" r="3" fill="#FFE3A3"/>`,
  });
}

function appIcon(size) {
  const defs =
    lin(
      'b',
      [
        [0, '#FF8A6B'],
        [1, '#E5487A'],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      'h',
      [
        [0, '#FF7E6E'],
        [1, '#E14B7C'],
      ],
      0,
      0,
      1,
      1,
    );
  // The mark sits inside the central 80% so the icon also survives maskable cropping.
  const s = (size * 0.62) / 64;
  const o = (size - 64 * s) / 2;
  return svgDoc({
    w: size,
    h: size,
    title: 'Companion chat app icon',
    defs,
    body: `<rect width="${size}" height="${size}" fill="url(#b)"/><g transform="translate(${f1(o)} ${f1(o + size * 0.02)}) scale(${Math.round(s * 1000) / 1000})"><path d="${BUBBLE}" fill="#fff"/><path d="${HEART}" fill="url(#h)"/><circle cx="45" cy="17" r="3" fill="#FFC76B"/></g>`,
  });
}

// ---------------------------------------------------------------- main

const LIMITS = { avatar: 12 * 1024, content: 8 * 1024 };

function main() {
  const written = [];
  const byId = new Map(seedAvatars.map((a) => [a.id, a]));
  for (const avatar of seedAvatars) {
    if (!LOOKS[avatar.id]) throw new Error(`No LOOKS entry for avatar ${avatar.id}`);
    written.push({ ...write(`media/seed/avatars/${avatar.id}-main.svg`, avatarMain(avatar)), limit: LIMITS.avatar });
    written.push({
      ...write(`media/seed/avatars/${avatar.id}-profile.svg`, avatarProfile(avatar)),
      limit: LIMITS.avatar,
    });
  }
  for (let n = 1; n <= 5; n++)
    written.push({ ...write(`media/placeholders/${n}.svg`, placeholder(n)), limit: LIMITS.avatar });
  const counters = new Map();
  for (const item of seedContent) {
    const avatar = byId.get(item.avatarId);
    if (!avatar) throw new Error(`Content item for unknown avatar ${item.avatarId}`);
    const k = (counters.get(item.avatarId) ?? 0) + 1;
    counters.set(item.avatarId, k);
    const rel = `media/seed/content/${item.avatarId}-${k}.svg`;
    if (item.imageUrl !== `/${rel}`) throw new Error(`Unexpected imageUrl ${item.imageUrl} for ${rel}`);
    const art = contentImage(avatar, item, k);
    written.push({
      ...(item.isPreview ? write(rel, art) : write(`content/${item.avatarId}-${k}.svg`, art, PRIVATE_SEED_ART)),
      limit: LIMITS.content,
    });
  }
  written.push(write('favicon.svg', favicon()));
  written.push(write('icons/icon-192.svg', appIcon(192)));
  written.push(write('icons/icon-512.svg', appIcon(512)));

  const tooBig = written.filter((w) => w.limit && w.bytes > w.limit);
  for (const w of tooBig) console.error(`too large: ${w.rel} ${w.bytes} bytes (limit ${w.limit})`);
  const max = Math.max(...written.map((w) => w.bytes));
  console.log(`wrote ${written.length} files under public/ and src/server/db/seed/art/ (largest ${max} bytes)`);
  if (tooBig.length) process.exitCode = 1;
}

main();
