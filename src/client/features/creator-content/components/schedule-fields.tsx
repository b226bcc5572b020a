import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/form.tsx';
import { SwitchField } from '../../../components/ui/form-controls.tsx';
import { localToday } from './upload-form-schema.ts';

/** 'Schedule for later' with the publish date (not before today) and time it reveals. */
export function ScheduleFields({ className }: { className?: string }) {
  const schedule = useFormContext().watch('schedule');
  return (
    <div className={className ?? 'grid gap-4'}>
      <SwitchField name="schedule" label="Schedule for later" />
      {schedule ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="publishDate" label="Publish Date" type="date" min={localToday()} />
          <TextField name="publishTime" label="Publish Time" type="time" />
        </div>
      ) : null}
    </div>
  );
}
