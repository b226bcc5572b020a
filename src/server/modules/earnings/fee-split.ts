/**
 * A charge split into the service fee and the creator's earning, in integer minor units.
 * The fee is computed (rounded half up) and the earning is what remains, so the two always
 * sum to the gross exactly: no cent is created or lost, whatever the price or percentage.
 */
export function splitCharge(gross: number, feePercent: number): { fee: number; earning: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new Error(`gross must be whole minor units: ${gross}`);
  if (!Number.isInteger(feePercent) || feePercent < 0 || feePercent > 100) {
    throw new Error(`fee percent must be a whole number from 0 to 100: ${feePercent}`);
  }
  const fee = Math.floor((gross * feePercent + 50) / 100);
  return { fee, earning: gross - fee };
}
