const currency = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

/** Integer minor units (1499) as money ($14.99). */
export const formatMoney = (minor: number) => currency.format(minor / 100);
