import {
  FileInput,
  Group,
  Image,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CAPACITY_MAX, CAPACITY_MIN, COURT_STATUSES } from '@padel/contract';
import type { TCourtForm } from './court-form-type';
import type { useCourtImage } from './use-court-image';

const STATUS_LABELS = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
} as const;

/** Name, capacity, location, status, description and image. */
export function CourtBasicFields({
  form,
  image,
}: {
  form: TCourtForm;
  image: ReturnType<typeof useCourtImage>;
}) {
  return (
    <Stack gap="sm">
      <Title order={3}>Basic Information</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Court Name" withAsterisk {...form.getInputProps('name')} />
        <NumberInput
          label="Max Players"
          withAsterisk
          min={CAPACITY_MIN}
          max={CAPACITY_MAX}
          allowDecimal={false}
          {...form.getInputProps('capacity')}
        />
        <TextInput
          label="Location"
          placeholder="Indoor, Outdoor..."
          {...form.getInputProps('location')}
        />
        <Stack gap={4}>
          <Input.Label>Status</Input.Label>
          <SegmentedControl
            aria-label="Status"
            data={COURT_STATUSES.map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            }))}
            {...form.getInputProps('status')}
          />
        </Stack>
      </SimpleGrid>
      <Textarea
        label="Description"
        withAsterisk
        minRows={2}
        {...form.getInputProps('description')}
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <FileInput
          label="Court Image"
          placeholder={form.values.image ? 'Replace image' : 'Choose an image'}
          accept="image/*"
          clearable
          value={image.imageFile}
          onChange={image.onImageChange}
          error={image.imageError}
          style={{ flex: '1 1 240px' }}
        />
        {image.shownImage ? (
          <Image
            src={image.shownImage}
            alt="Court image preview"
            w={160}
            h={100}
            radius="sm"
            fit="cover"
          />
        ) : null}
      </Group>
    </Stack>
  );
}
