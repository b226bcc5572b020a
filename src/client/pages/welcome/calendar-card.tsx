import { CalendarPlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { comingSoon } from './coming-soon.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weeks of `today`'s month as rows of day numbers (null pads the first and last week). */
export function monthGrid(today: Date): (number | null)[][] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const firstWeekday = new Date(year, month, 1).getDay();
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (number | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A month calendar with Upcoming Events (none are scheduled yet). */
export function CalendarCard({ today = new Date() }: { today?: Date }) {
  const monthLabel = today.toLocaleDateString('en', { month: 'long', year: 'numeric' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <table className="w-full table-fixed text-center text-sm">
          <caption className="mb-2 text-left font-medium">{monthLabel}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(today).map((week) => (
              <tr key={week.join('-')}>
                {week.map((day, i) => {
                  const isToday = day === today.getDate();
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a weekday column is its identity
                    <td key={i} className="p-0.5">
                      {day ? (
                        <span
                          aria-current={isToday ? 'date' : undefined}
                          className={cn(
                            'inline-flex size-8 items-center justify-center rounded-full',
                            isToday && 'bg-primary font-semibold text-primary-foreground',
                          )}
                        >
                          {day}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="grid gap-2 border-t pt-4">
          <h3 className="text-sm font-semibold">Upcoming Events</h3>
          <p className="text-sm text-muted-foreground">No upcoming events scheduled</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => comingSoon('Calendar sync')}>
            <CalendarPlus aria-hidden="true" />
            Add to Calendar
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
