import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS, type TSocialMediaLink } from '@padel/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NewLinkFields } from './new-link-fields';
import type { TSettingsForm } from './settings-form-type';
import { PLATFORM_LABELS } from './settings-form-values';
import { SettingsSection } from './settings-section';
import { useSocialLinks } from './use-social-links';

/** The social links: each URL editable in the form, added and removed by their own calls. */
export function SocialLinksSection({
  form,
  links,
}: {
  form: TSettingsForm;
  links: TSocialMediaLink[];
}) {
  const social = useSocialLinks(form, links);
  return (
    <SettingsSection title="Social Media Links">
      <Stack gap="sm">
        {form.values.socialMedia.length === 0 ? (
          <Text size="sm" c="dimmed">
            No social media links.
          </Text>
        ) : (
          form.values.socialMedia.map((link, index) => (
            <Group key={link._id ?? index} gap="sm" wrap="nowrap" align="flex-end">
              <Text w={110} fw={600} pb={10}>
                {link.platform === 'custom'
                  ? `${link.customIcon} ${link.customName || 'Custom'}`.trim()
                  : PLATFORM_LABELS[link.platform]}
              </Text>
              <TextInput
                aria-label={`${PLATFORM_LABELS[link.platform]} URL`}
                style={{ flex: 1 }}
                {...form.getInputProps(`socialMedia.${index}.url`)}
              />
              <Button
                variant="subtle"
                color="red"
                h={44}
                onClick={() => social.onAskRemove(link._id)}
              >
                Remove
              </Button>
            </Group>
          ))
        )}
        <NewLinkFields
          newLink={social.newLink}
          setNewLink={social.setNewLink}
          onAdd={social.onAddLink}
          isAdding={social.isAdding}
        />
        {social.linkError ? (
          <Text c="red" size="sm">
            {social.linkError}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={social.removing !== null}
        onClose={social.onCancelRemove}
        onConfirm={social.onConfirmRemove}
        type="danger"
        title="Remove link"
        message={ADMIN_SCREEN_TEXTS.removeSocialMediaConfirm}
        confirmText="Remove"
        isLoading={social.isRemoving}
      />
    </SettingsSection>
  );
}
