import { Button, Group, Select, TextInput } from '@mantine/core';
import { SOCIAL_PLATFORMS } from '@padel/contract';
import type { Dispatch, SetStateAction } from 'react';
import { PLATFORM_LABELS } from './settings-form-values';
import type { TNewLink } from './use-social-links';

/** The row that writes a new social link: platform, URL and, for a custom one, name and emoji. */
export function NewLinkFields({
  newLink,
  setNewLink,
  onAdd,
  isAdding,
}: {
  newLink: TNewLink;
  setNewLink: Dispatch<SetStateAction<TNewLink>>;
  onAdd: () => void;
  isAdding: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Platform"
        data={SOCIAL_PLATFORMS.map((platform) => ({
          value: platform,
          label: PLATFORM_LABELS[platform],
        }))}
        value={newLink.platform}
        allowDeselect={false}
        onChange={(platform) =>
          setNewLink((link) => ({
            ...link,
            platform: platform ?? 'facebook',
          }))
        }
        w={160}
      />
      <TextInput
        label="Link URL"
        placeholder="https://"
        value={newLink.url}
        onChange={(event) => {
          const url = event.currentTarget.value;
          setNewLink((link) => ({ ...link, url }));
        }}
        style={{ flex: '1 1 220px' }}
      />
      {newLink.platform === 'custom' ? (
        <>
          <TextInput
            label="Name"
            value={newLink.customName}
            onChange={(event) => {
              const customName = event.currentTarget.value;
              setNewLink((link) => ({ ...link, customName }));
            }}
            w={140}
          />
          <TextInput
            label="Emoji icon"
            value={newLink.customIcon}
            onChange={(event) => {
              const customIcon = event.currentTarget.value;
              setNewLink((link) => ({ ...link, customIcon }));
            }}
            w={100}
          />
        </>
      ) : null}
      <Button variant="light" h={44} onClick={onAdd} loading={isAdding}>
        Add Link
      </Button>
    </Group>
  );
}
