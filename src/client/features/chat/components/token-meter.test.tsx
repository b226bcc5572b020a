import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenMeter, tokenMeterPercent } from './token-meter.tsx';

describe('tokenMeterPercent', () => {
  it('starts at 20, rises 5 per sent message and stops at 95', () => {
    expect(tokenMeterPercent(0)).toBe(20);
    expect(tokenMeterPercent(1)).toBe(25);
    expect(tokenMeterPercent(14)).toBe(90);
    expect(tokenMeterPercent(15)).toBe(95);
    expect(tokenMeterPercent(40)).toBe(95);
  });
});

describe('TokenMeter', () => {
  it('shows the share used and the tokens left (800 − 8 × percent), as text and to assistive technology', () => {
    render(<TokenMeter percent={20} />);
    const meter = screen.getByRole('progressbar', { name: 'Tokens used' });
    expect(meter.getAttribute('aria-valuenow')).toBe('20');
    expect(meter.getAttribute('aria-valuetext')).toBe('640 tokens left');
    expect(screen.getByText('640 tokens left')).toBeTruthy();
    // Small screens show the percentage left instead.
    expect(screen.getByText('80% left')).toBeTruthy();
  });

  it('warns only above 80 percent', () => {
    const { rerender } = render(<TokenMeter percent={80} />);
    expect(screen.queryByRole('img', { name: 'Running low on tokens' })).toBeNull();
    rerender(<TokenMeter percent={85} />);
    expect(screen.getByRole('img', { name: 'Running low on tokens' })).toBeTruthy();
    expect(screen.getByText('120 tokens left')).toBeTruthy();
  });
});
