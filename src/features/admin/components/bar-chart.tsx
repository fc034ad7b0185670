import { useId } from 'react'
import { cn } from '@/lib/cn'

export type Bar = { label: string; value: number }

type BarChartProps = {
  title: string
  data: readonly Bar[]
  formatValue?: (value: number) => string
  height?: number
}

/**
 * A dependency-free SVG bar chart. The bars are drawn for the eye; the same figures are in a
 * visually hidden table for screen readers.
 */
export function BarChart({ title, data, formatValue = String, height = 180 }: BarChartProps) {
  const id = useId()
  const max = Math.max(0, ...data.map((d) => d.value))
  const width = 100
  const gap = 2
  const barWidth = data.length > 0 ? (width - gap * (data.length - 1)) / data.length : 0
  const plot = height - 36

  return (
    <figure className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        // Bars read right-to-left like the rest of the page: the first item is at the right.
        style={{ transform: 'scaleX(-1)' }}
      >
        <line x1="0" x2={width} y1={plot} y2={plot} className="stroke-border" strokeWidth="0.3" />
        {data.map((d, i) => {
          const h = max > 0 ? (d.value / max) * (plot - 8) : 0
          const x = i * (barWidth + gap)
          return (
            <rect
              key={d.label}
              x={x}
              y={plot - h}
              width={barWidth}
              height={Math.max(h, d.value > 0 ? 0.8 : 0)}
              rx="0.8"
              className="fill-primary"
            >
              <title>{`${d.label}: ${formatValue(d.value)}`}</title>
            </rect>
          )
        })}
      </svg>
      <div
        aria-hidden="true"
        className="grid text-center text-[10px] text-muted-foreground sm:text-xs"
        style={{ gridTemplateColumns: `repeat(${Math.max(data.length, 1)}, minmax(0, 1fr))` }}
      >
        {/* Whole labels, never cut («سبتمبر 26» was «سبت…»): a label wraps at its space (month
            over year), and on a phone a chart of many bars names every other one. */}
        {data.map((d, i) => (
          <span
            key={d.label}
            className={cn(
              'min-w-0 leading-tight break-words',
              data.length > 6 && i % 2 === 1 && 'max-sm:invisible',
            )}
          >
            {d.label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
