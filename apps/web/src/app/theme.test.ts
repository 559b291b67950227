import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The colour of `color` at `opacity` over white, as MUI's alpha() backgrounds are seen on a white page. */
function overWhite(color: string, opacity: number): string {
  const mix = (start: number) => {
    const channel = Number.parseInt(color.slice(start, start + 2), 16);
    return Math.round(255 + (channel - 255) * opacity);
  };
  return `rgb(${mix(1)}, ${mix(3)}, ${mix(5)})`;
}

describe('theme colours', () => {
  const names = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  const { selectedOpacity, hoverOpacity } = theme.palette.action;

  // Secondary (orange) is an accent for fills and icons only, with MUI's contrast text on it; never text.
  it.each(names.filter((name) => name !== 'secondary'))(
    '%s text stays readable (4.5:1) on white and on its selected, hovered tint',
    (name) => {
      const { main } = theme.palette[name];
      expect(getContrastRatio(main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // A selected toggle button under the mouse (e.g. « Validé » of a CRC just clicked).
      expect(getContrastRatio(main, overWhite(main, selectedOpacity + hoverOpacity))).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  // A contained secondary button: its contrast text (black at 87 %, as seen over the fill) on the fill, and on
  // the darker fill under the mouse.
  it.each(['main', 'dark'] as const)('text on a contained secondary button stays readable (%s)', (shade) => {
    const fill = theme.palette.secondary[shade];
    const { values, type } = decomposeColor(theme.palette.secondary.contrastText);
    expect(type).toBe('rgba');
    const alpha = values[3] ?? 1;
    const under = decomposeColor(fill).values;
    const channels = [0, 1, 2].map((i) =>
      Math.round((values[i] ?? 0) * alpha + (under[i] ?? 0) * (1 - alpha)),
    );
    const seen = `rgb(${channels.join(', ')})`;
    expect(getContrastRatio(fill, seen)).toBeGreaterThanOrEqual(4.5);
  });

  it('a colour below the bar is caught (MUI default green)', () => {
    expect(getContrastRatio('#2e7d32', overWhite('#2e7d32', selectedOpacity + hoverOpacity))).toBeLessThan(
      4.5,
    );
  });
});
