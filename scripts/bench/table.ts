// The one table of medians: each figure beside the control's, their ratio and the mobile target.
import { FIGURES, type Figure } from './figures.ts';
import { mobileTargets, type Medians } from './statistics.ts';

export function formatFigure(figure: Figure, value: number): string {
  if (!Number.isFinite(value)) return '—';
  switch (FIGURES[figure].unit) {
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KiB`;
    default:
      return String(Math.round(value));
  }
}

export function formatRatio(site: number, control: number): string {
  if (control === 0) return site === 0 ? '1.00' : '—';
  return (site / control).toFixed(2);
}

/** The one table: each figure's medians, ratio to the control, and the mobile target. */
export function markdownTable(result: Medians): string {
  const targets = new Map(
    mobileTargets(result.mobile.site, result.mobile.control).map((t) => [t.figure, t]),
  );
  const header = [
    '| Figure | Mobile site | Mobile control | ×control | Mobile target | Pass | Desktop site | Desktop control | ×control |',
    '| --- | ---: | ---: | ---: | --- | :---: | ---: | ---: | ---: |',
  ];
  const rows = (Object.keys(FIGURES) as Figure[]).map((figure) => {
    const target = targets.get(figure);
    const cells = [
      FIGURES[figure].label,
      formatFigure(figure, result.mobile.site[figure]),
      formatFigure(figure, result.mobile.control[figure]),
      formatRatio(result.mobile.site[figure], result.mobile.control[figure]),
      target?.text ?? '',
      target ? (target.pass ? 'pass' : '**FAIL**') : '',
      formatFigure(figure, result.desktop.site[figure]),
      formatFigure(figure, result.desktop.control[figure]),
      formatRatio(result.desktop.site[figure], result.desktop.control[figure]),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}
