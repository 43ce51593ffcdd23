import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrImage } from './qr-image';

afterEach(cleanup);

const drawing = (name: string) => screen.getByRole('img', { name }).querySelector('path')!.getAttribute('d')!;

describe('QrImage', () => {
  it('is an image named for what it is, drawn as a square code with its quiet zone', () => {
    render(<QrImage text="https://tea.example/conference-qr/AB12CD" label="QR code of this booking" />);
    const image = screen.getByRole('img', { name: 'QR code of this booking' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    // Version 3 for this text: 29 modules, plus 4 light modules on each side.
    expect(image.getAttribute('viewBox')).toBe('0 0 37 37');
    const modules = [...drawing('QR code of this booking').matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.every(([x, y]) => x! >= 4 && y! >= 4 && x! < 33 && y! < 33)).toBe(true);
    // The finder pattern's corner: the first module of the code is dark.
    expect(modules).toContainEqual([4, 4]);
  });

  it('draws a different code for a different value', () => {
    render(
      <>
        <QrImage text="member-1001" label="Member 1001" />
        <QrImage text="member-1002" label="Member 1002" />
      </>,
    );
    expect(drawing('Member 1001')).not.toBe(drawing('Member 1002'));
  });
});
