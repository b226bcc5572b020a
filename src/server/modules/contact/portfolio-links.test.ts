import { describe, expect, it } from 'vitest';
import { containsPortfolioLink } from './portfolio-links.ts';

describe('containsPortfolioLink', () => {
  it.each([
    'My work: https://www.behance.net/janedoe',
    'see http://example.org',
    'Portfolio at behance.net/janedoe, thanks!',
    'dribbble.com/jane and more',
    'Code lives on github.com/jane-doe/companion-art',
    'ArtStation: artstation.com/artist/jane.',
    'my site is janedoe.design',
    'Find me at www.janedoe.com',
    'Check JaneDoe.Art for my latest pieces',
    'my-portfolio.co.uk/work is where it is',
    'links: (https://jane.example/a?b=1#c)',
    'Contact jane@studio.com or see studio.com/jane',
  ])('finds a link in %j', (text) => {
    expect(containsPortfolioLink(text)).toBe(true);
  });

  it.each([
    'Hello, I would love to know more about the creator programme.',
    'Please write to jane.doe@gmail.com about my account.',
    'jane@behance.net is my address',
    'I build things with Node.js and React, e.g. chat apps.',
    'Attached file.txt did not upload, version 1.5/10 of the app.',
    'The price went from 14.99 to 19.99 last month.',
    'and/or something else entirely...',
    'https:// is not a link on its own',
    'I use a .com domain sometimes',
  ])('finds no link in %j', (text) => {
    expect(containsPortfolioLink(text)).toBe(false);
  });
});
