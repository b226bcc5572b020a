import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATAR_CATEGORIES, placeholderImage } from '../../../shared/catalogue.ts';
import { SAMPLE_AVATARS } from '../../../shared/sample-avatars.ts';
import { seedAvatars } from './data/avatars.ts';
import { seedContent } from './data/content.ts';
import { SEED_ART_DIR } from './seed-art.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const exists = (url: string) => fs.existsSync(path.join(publicDir, url));

/** The catalogue other features rely on: fixed titles, premium mix, images on disk, online cover. */
describe('seed catalogue', () => {
  it('keeps the spec fallback avatars identical to seed avatars 1-4', () => {
    for (const sample of SAMPLE_AVATARS) {
      const seeded = seedAvatars.find((a) => a.id === sample.id);
      expect(seeded).toMatchObject(sample);
    }
  });

  it('has at least 24 uniquely named avatars in at least 5 categories, 3+ per category', () => {
    expect(seedAvatars.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seedAvatars.map((a) => a.name)).size).toBe(seedAvatars.length);
    for (const category of AVATAR_CATEGORIES) {
      expect(seedAvatars.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every avatar a full persona and images that ship with the project', () => {
    for (const a of seedAvatars) {
      for (const field of ['description', 'personality', 'scenario', 'firstMessage'] as const) {
        expect(a[field].length, `${a.id} ${field}`).toBeGreaterThan(20);
      }
      expect(a.exampleDialogue).toContain('<START>');
      expect(a.interests.length).toBeGreaterThanOrEqual(4);
      for (const img of [a.mainImage, a.profileImage, placeholderImage(a.id)]) expect(exists(img), img).toBe(true);
    }
  });

  it('gives every avatar intro and favorite-topics articles plus a preview/premium mix', () => {
    for (const a of seedAvatars) {
      const items = seedContent.filter((c) => c.avatarId === a.id);
      expect(items[0]?.title).toBe(`Getting to know ${a.name}`);
      expect(items[1]?.title.startsWith('Favorite topics')).toBe(true);
      expect(items.filter((c) => !c.isPreview).length).toBe(2);
      expect(items.filter((c) => c.isPreview).length).toBeGreaterThanOrEqual(2);
      for (const c of items) {
        // Free pictures are public files; premium ones are paid media, shipped beside the seed only.
        const name = path.basename(c.imageUrl);
        expect(exists(c.imageUrl), c.imageUrl).toBe(c.isPreview);
        expect(fs.existsSync(path.join(SEED_ART_DIR, 'content', name)), name).toBe(!c.isPreview);
        expect(c.teaser === '', `teaser of ${c.title}`).toBe(c.isPreview);
        if (!c.isPreview) expect(c.contentDetails).not.toContain(c.teaser);
      }
    }
  });

  it('has at least 3 visible avatars online at every UTC hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const online = seedAvatars.filter((a) => {
        const [start, end] = a.onlineHours;
        return a.isVisible && ((hour >= start && hour < end) || (hour + 24 >= start && hour + 24 < end));
      });
      expect(online.length, `hour ${hour}`).toBeGreaterThanOrEqual(3);
    }
  });
});
