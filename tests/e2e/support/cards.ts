import sharp from 'sharp';
import { writePngTextChunks } from '../../../src/server/lib/png-text-chunks.ts';

/** A Character Card V3 as another tool would write it, with a small lorebook. */
export function lyraCard() {
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name: 'Lyra Quill',
      description: '{{char}} keeps the archive of a city on the moon.',
      personality: 'precise, dreamy',
      scenario: 'The reading room of the Moon Library.',
      first_mes: 'Quiet, please. Oh, a visitor!',
      mes_example: '',
      creator_notes: 'Archivist of the moon',
      system_prompt: 'Speak softly.',
      post_history_instructions: '',
      alternate_greetings: ['The lamps are low tonight. Come in.'],
      tags: ['art', 'moon'],
      creator: 'Elsewhere Studio',
      character_version: '1.0',
      extensions: {},
      group_only_greetings: [],
      character_book: {
        name: 'Moon lore',
        scan_depth: 4,
        token_budget: 400,
        extensions: {},
        entries: [
          {
            keys: ['moon library'],
            content: 'The Moon Library holds every letter never sent.',
            extensions: {},
            enabled: true,
            insertion_order: 10,
            use_regex: false,
            name: 'Moon Library',
          },
          {
            keys: [],
            content: 'Lyra never raises her voice.',
            extensions: {},
            enabled: true,
            insertion_order: 1,
            use_regex: false,
            constant: true,
            name: 'Quiet rule',
          },
        ],
      },
    },
  };
}

/** A PNG card made here: a picture with the card in a `ccv3` tEXt chunk (base64 JSON). */
export async function pngCard(card: unknown = lyraCard()): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const picture = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 60, g: 70, b: 120 } },
  })
    .png()
    .toBuffer();
  const text = Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  return { name: 'lyra.png', mimeType: 'image/png', buffer: writePngTextChunks(picture, [{ keyword: 'ccv3', text }]) };
}
