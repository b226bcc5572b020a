/**
 * Spec §2: a simple bar chart with a value axis from 0 to the maximum. Plain elements, no
 * chart library, so it can sit in any dialog; a table alternative is given to screen readers.
 */
export function SimpleBarChart({
  data,
  label,
  valueLabel,
}: {
  data: { label: string; value: number }[];
  label: string;
  valueLabel: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <figure className="grid gap-2" aria-label={label}>
      <div className="flex gap-2">
        <div
          className="flex h-36 flex-col justify-between text-right text-[10px] text-muted-foreground"
          aria-hidden="true"
        >
          <span>{max}</span>
          <span>{Math.round(max / 2)}</span>
          <span>0</span>
        </div>
        <div className="flex h-36 flex-1 items-end gap-px border-b border-l border-border" aria-hidden="true">
          {data.map((d) => (
            <div
              key={d.label}
              title={`${d.label}: ${d.value}`}
              className="flex-1 rounded-t-sm bg-primary/80"
              style={{ height: max === 0 ? 0 : `${(d.value / max) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <td>{d.label}</td>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
