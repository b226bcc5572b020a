import { zipSync } from 'fflate';
import { writePngTextChunks } from '../lib/png-text-chunks.ts';

/** Cards as other tools write them, for the import and round-trip tests. */

export const lorebookV2 = {
  name: 'Harbour lore',
  description: 'What the harbour knows',
  scan_depth: 3,
  token_budget: 400,
  recursive_scanning: true,
  extensions: { other_tool: { world: 'harbour' } },
  entries: [
    {
      id: 7,
      keys: ['lighthouse', 'beacon'],
      secondary_keys: ['night'],
      content: 'The lighthouse has not gone dark in ninety years.',
      extensions: { scan_depth: 2, probability: 100 },
      enabled: true,
      insertion_order: 5,
      case_sensitive: true,
      constant: false,
      selective: true,
      name: 'Lighthouse',
      priority: 3,
      comment: 'fires with night',
      position: 'after_char',
    },
    {
      id: 8,
      keys: [],
      content: '{{char}} owes the harbour master a favour.',
      extensions: {},
      enabled: false,
      insertion_order: 1,
      constant: true,
    },
  ],
};

export function foreignCardV2() {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: 'Marit Sand',
      description: '{{char}} runs the ferry café.',
      personality: 'brisk, kind',
      scenario: 'The café on the pier at dawn.',
      first_mes: 'Coffee first, questions later.',
      mes_example: '<START>\n{{user}}: Hi\n{{char}}: Sit down.',
      creator_notes: 'Works best for slow mornings.\nSecond line.',
      system_prompt: 'Write as {{char}} in short lines.',
      post_history_instructions: 'Never break character.',
      alternate_greetings: ['The fog is in. Sit.', 'Back again?'],
      tags: ['cooking', 'cozy', 'sea'],
      creator: 'Tove',
      character_version: '2.1',
      extensions: { talkativeness: '0.5', depth_prompt: { prompt: 'Be brief.', depth: 4 } },
      character_book: structuredClone(lorebookV2),
      x_future_field: { kept: true },
    },
  };
}

export function foreignCardV3() {
  const v2 = foreignCardV2();
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      ...v2.data,
      character_book: { ...lorebookV2, entries: lorebookV2.entries.map((e) => ({ ...e, use_regex: false })) },
      nickname: 'Mari',
      group_only_greetings: ['Hello, all of you.'],
      source: ['https://example.com/cards/marit'],
      creator_notes_multilingual: { en: 'Slow mornings.', nb: 'Rolige morgener.' },
      creation_date: 1_700_000_000,
      modification_date: 1_700_000_100,
      assets: [
        { type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' },
        { type: 'background', uri: 'https://example.com/bg.png', name: 'main', ext: 'png' },
      ],
    },
  };
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A PNG card as SillyTavern writes one: the picture with `chara` (and `ccv3`) text chunks. */
export function pngCard(picture: Buffer, cards: { chara?: unknown; ccv3?: unknown }): Buffer {
  return writePngTextChunks(picture, [
    ...(cards.chara ? [{ keyword: 'chara', text: base64(cards.chara) }] : []),
    ...(cards.ccv3 ? [{ keyword: 'ccv3', text: base64(cards.ccv3) }] : []),
  ]);
}

/** A CHARX file: card.json at the root, the icon under assets/icon/images/. */
export function charxCard(card: unknown, icon: Buffer | null, iconPath = 'assets/icon/images/main.png'): Buffer {
  return Buffer.from(
    zipSync({
      'card.json': Buffer.from(JSON.stringify(card)),
      ...(icon ? { [iconPath]: icon } : {}),
      'x_app_data.json': Buffer.from('{"app":"other"}'),
    }),
  );
}

export function withEmbeddedIcon(card: ReturnType<typeof foreignCardV3>, path = 'assets/icon/images/main.png') {
  return {
    ...card,
    data: {
      ...card.data,
      assets: [{ type: 'icon', uri: `embeded://${path}`, name: 'main', ext: 'png' }, ...card.data.assets.slice(1)],
    },
  };
}
