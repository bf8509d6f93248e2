import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { ZCourtForm, type TCourt, type TCreateCourtInput } from '@padel/contract';
import { useEffect } from 'react';
import { useReturnFocus } from '../../../lib/return-focus';
import { CourtBasicFields } from './court-basic-fields';
import { CourtDiscountFields } from './court-discount-fields';
import {
  courtToFormValues,
  emptyCourtFormValues,
  toCourtRequest,
  type TCourtFormValues,
} from './court-form';
import { CourtMaintenanceFields } from './court-maintenance-fields';
import { CourtPricingFields } from './court-pricing-fields';
import { TimeSlotDiscountFields } from './time-slot-discount-fields';
import { useCourtImage } from './use-court-image';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

const resolveCourt = schemaResolver(ZCourtForm, { sync: true });

export type TCourtFormSubmit = { request: TCreateCourtInput; imageFile: File | null };

type Props = {
  opened: boolean;
  /** The court being edited; null adds a new one. */
  court: TCourt | null;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (submit: TCourtFormSubmit) => void;
};

/** Spec "Manage Courts" add/edit modal: basic information, pricing, discounts, time-slot discounts. */
export function CourtFormModal({ opened, court, isSaving, onClose, onSubmit }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const form = useForm<TCourtFormValues>({
    initialValues: emptyCourtFormValues(),
    validate: (values) => resolveCourt(toCourtRequest(values)),
  });
  const image = useCourtImage(opened, form.values.image, court);

  // A fresh form each time the modal opens, for the court it opens on.
  useEffect(() => {
    if (!opened) return;
    const values = court ? courtToFormValues(court) : emptyCourtFormValues();
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, court]);

  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      title={court ? `Edit ${court.name}` : 'Add Court'}
      size="xl"
      fullScreen={Boolean(isPhone)}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => onSubmit({ request: toCourtRequest(values), imageFile: image.imageFile }),
          onInvalidSubmit,
        )}
      >
        <Stack gap="lg">
          <CourtBasicFields form={form} image={image} />
          <CourtMaintenanceFields form={form} />
          <Divider />
          <CourtPricingFields form={form} />
          <CourtDiscountFields form={form} />
          <TimeSlotDiscountFields form={form} opened={opened} resetKey={court} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" h={44} loading={isSaving}>
              {court ? 'Save Court' : 'Add Court'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
