/**
 * A name as the ASCII part of a download's file name (a Content-Disposition filename):
 * accents dropped rather than the letters they sit on ("Élodie Brûlé" → "Elodie-Brule"),
 * anything else but letters and digits a dash. Empty when nothing of it is Latin.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
