import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/** Suicide said in Spanish, French, German, Italian and Portuguese (normalised: no accents). */

export const SUICIDE_OTHER_LANGUAGE_CUES: Cue<CrisisKind>[] = [
  {
    re: /\b(?:quiero|quisiera|voy a|me voy a|deseo) (?:morir(?:me)?|matarme|suicidarme)\b|\bme quiero (?:morir|matar|suicidar)\b|\bno quiero (?:seguir )?vivir\b|\bsuicidarme\b|\bmatarme\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bje (?:veux|voudrais|vais) (?:mourir|me tuer|me suicider|en finir)\b|\benvie de (?:mourir|me tuer|me suicider|en finir)\b|\bje (?:ne )?veux plus vivre\b|\bme suicider\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bich (?:will|mochte|werde|wurde gern) (?:nicht mehr leben|sterben|mich umbringen|mich toten)\b|\bich bringe mich um\b|\bmich umbringen\b|\bnicht mehr leben\b|\bselbstmord\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bvoglio (?:morire|uccidermi|ammazzarmi|farla finita)\b|\bnon voglio piu vivere\b|\bsuicidarmi\b|\bmi (?:voglio )?(?:uccidere|ammazzare)\b/,
    weight: 1,
    kind: 'suicide',
  },
  {
    re: /\bquero morrer\b|\bvou me matar\b|\bnao quero mais viver\b|\bme matar\b|\bme suicidar\b/,
    weight: 1,
    kind: 'suicide',
  },
];
