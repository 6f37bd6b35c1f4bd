// A bar chart of plain elements and CSS (the reports' only charts: revenue by day, orders by hour):
// no chart library, so nothing but these few lines joins the reports chunk (docs/architecture.md,
// "Console charts"). Bars are flex items of a fixed-height box, each as tall as its share of the
// largest value; each names its value on hover (title) and to screen readers (the list's labels).
export interface BarPoint {
  label: string;
  value: number;
}

interface Props {
  points: BarPoint[];
  /** The value as a person reads it (money, a count). */
  format: (value: number) => string;
  /** Short label under a bar ("21.11", "09"); every n-th is shown when they would crowd. */
  tick: (label: string) => string;
  title: string;
  testId?: string;
}

const MAX_TICKS = 12;

export function BarChart({ points, format, tick, title, testId }: Props) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const every = Math.ceil(points.length / MAX_TICKS);
  return (
    <figure className="ops-chart" data-testid={testId}>
      <figcaption className="ops-chart__title">
        <span>{title}</span>
        {max > 0 ? <span className="ops-chart__max">↑ {format(max)}</span> : null}
      </figcaption>
      <ul className="ops-chart__bars" aria-label={title}>
        {points.map((p, i) => (
          <li
            key={p.label}
            className="ops-chart__slot"
            aria-label={`${tick(p.label)}: ${format(p.value)}`}
            title={`${tick(p.label)}: ${format(p.value)}`}
          >
            <span className="ops-chart__bar" style={{ height: `${max === 0 ? 0 : (100 * p.value) / max}%` }} data-value={p.value} />
            <span className="ops-chart__tick">{i % every === 0 ? tick(p.label) : ""}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
