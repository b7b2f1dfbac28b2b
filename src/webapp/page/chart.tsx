/**
 * The home screen's chart: money in (up) and out (down) per day over the
 * last 30 days, drawn as inline SVG (no chart library: 30 pairs of bars are
 * a few lines, where a library would weigh more than the whole page).
 */
import type { ChartDay } from "../api-types.ts";
import { useSession } from "./ui.tsx";

const WIDTH = 300;
const HALF = 50;
const GAP = 2;

export function Chart(props: { days: ChartDay[] }) {
  const { texts } = useSession();
  const { days } = props;
  const totalIn = days.reduce((sum, day) => sum + day.inSat, 0);
  const totalOut = days.reduce((sum, day) => sum + day.outSat, 0);
  const peak = Math.max(1, ...days.map((day) => Math.max(day.inSat, day.outSat)));
  const slot = WIDTH / Math.max(1, days.length);
  // A day with any movement shows at least a sliver, however small beside the peak.
  const height = (sat: number) => (sat === 0 ? 0 : Math.max(1.5, (sat / peak) * (HALF - 2)));
  return (
    <figure class="chart">
      {totalIn === 0 && totalOut === 0 ? (
        <p class="hint">{texts.t("app-home-chart-empty")}</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HALF * 2}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${texts.t("app-home-chart-in")}: ${texts.sat(totalIn)}, ${texts.t("app-home-chart-out")}: ${texts.sat(totalOut)}`}
        >
          <line class="chart-axis" x1="0" x2={WIDTH} y1={HALF} y2={HALF} />
          {days.map((day, index) => {
            const x = index * slot + GAP / 2;
            const w = Math.max(1, slot - GAP);
            const up = height(day.inSat);
            const down = height(day.outSat);
            return (
              <g key={day.day}>
                <title>{`${day.day}: +${texts.sat(day.inSat)} / −${texts.sat(day.outSat)}`}</title>
                {up > 0 ? (
                  <rect class="chart-in" x={x} y={HALF - up} width={w} height={up} />
                ) : null}
                {down > 0 ? (
                  <rect class="chart-out" x={x} y={HALF} width={w} height={down} />
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
      <figcaption class="chart-legend">
        <span class="legend-in">
          {texts.t("app-home-chart-in")}: {texts.sat(totalIn)}
        </span>
        <span class="legend-out">
          {texts.t("app-home-chart-out")}: {texts.sat(totalOut)}
        </span>
      </figcaption>
    </figure>
  );
}
