import { Button, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { useErrorMessageOf } from '../lib/error-message';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

/** Saves text as a file through a temporary link (the browser's own download). */
function downloadFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * 'Add to calendar' for one of the player's bookings: a Google Calendar link and an .ics file
 * (the same event, and UID, as the invitations its mails carry). Read when the menu opens.
 */
export function AddToCalendar({
  bookingId,
  fullWidth = false,
}: {
  bookingId: string;
  fullWidth?: boolean;
}) {
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(componentsTexts);
  const [isOpen, setOpen] = useState(false);
  const calendar = useQuery({
    ...trpc.bookings.calendar.queryOptions({ id: bookingId }),
    enabled: isOpen,
    staleTime: 60_000,
  });
  const data = calendar.data;
  return (
    <Menu opened={isOpen} onChange={setOpen} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" fullWidth={fullWidth} aria-haspopup="menu">
          {t('components.addToCalendar')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {calendar.isError ? (
          <Menu.Label c="red">{errorMessageOf(calendar.error)}</Menu.Label>
        ) : (
          <>
            <Menu.Item
              component="a"
              href={data?.googleCalendarUrl ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!data}
            >
              {t('components.googleCalendar')}
            </Menu.Item>
            <Menu.Item
              disabled={!data}
              onClick={() => data && downloadFile(data.fileName, data.ics, 'text/calendar')}
            >
              {t('components.downloadIcs')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
