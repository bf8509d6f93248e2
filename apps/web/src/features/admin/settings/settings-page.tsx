import {
  Alert,
  Button,
  Card,
  Center,
  FileInput,
  Group,
  Image,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  ADMIN_SCREEN_TEXTS,
  CURRENCIES,
  SOCIAL_PLATFORMS,
  SUCCESS_MESSAGES,
  TIME_ZONES,
  ZBusinessSettingsInput,
  ZSocialMediaInput,
  type TBusinessSettings,
  type TSocialMediaLink,
  type TSocialPlatform,
} from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toImageSrc } from '../../booking';
import { UPLOAD_TARGETS, uploadImage } from '../courts/upload-image';
import { AdminPageHeader } from '../shared';
import {
  PAYMENT_METHOD_KEYS,
  PAYMENT_METHOD_LABELS,
  PLATFORM_LABELS,
  toSettingsInput,
  toSettingsValues,
  type TSettingsValues,
} from './settings-form-values';
import { errorMessageOf } from '../../../lib/error-message';

const FORM_ID = 'business-settings-form';
const resolveSettings = schemaResolver(ZBusinessSettingsInput, { sync: true });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

type TNewLink = { platform: TSocialPlatform; url: string; customName: string; customIcon: string };
const EMPTY_LINK: TNewLink = { platform: 'facebook', url: '', customName: '', customIcon: '' };

/** An image setting (logo, favicon): uploaded at once, its path kept in the form until Save. */
function ImageSetting({
  label,
  value,
  onUpload,
}: {
  label: string;
  value: string;
  onUpload: (file: File) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const src = toImageSrc(value);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <FileInput
        label={label}
        placeholder={value ? 'Replace image' : 'Choose an image'}
        accept="image/*"
        value={null}
        error={error}
        disabled={isUploading}
        style={{ flex: 1 }}
        onChange={(file) => {
          if (!file) return;
          if (!file.type.startsWith('image/')) {
            setError(ADMIN_SCREEN_TEXTS.imageOnly);
            return;
          }
          setError(null);
          setIsUploading(true);
          onUpload(file)
            .catch((uploadError: unknown) =>
              setError(uploadError instanceof Error ? uploadError.message : String(uploadError)),
            )
            .finally(() => setIsUploading(false));
        }}
      />
      {isUploading ? (
        <Loader size="sm" />
      ) : src ? (
        <Image src={src} alt={`${label} preview`} h={44} w="auto" fit="contain" />
      ) : null}
    </Group>
  );
}

function SettingsForm({ business }: { business: TBusinessSettings }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const form = useForm<TSettingsValues>({
    initialValues: toSettingsValues(business),
    validate: resolveSettings,
  });
  const [newLink, setNewLink] = useState<TNewLink>(EMPTY_LINK);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TSocialMediaLink | null>(null);
  // The links as last saved: the settings read, then each add or remove's answer.
  const [savedLinks, setSavedLinks] = useState(business.socialMedia);
  useEffect(() => setSavedLinks(business.socialMedia), [business.socialMedia]);

  useEffect(() => {
    const values = toSettingsValues(business);
    form.setValues(values);
    form.resetDirty(values);
    // Only when the saved settings change; the form object is stable.
  }, [business]);

  // Links and images are stored by their own calls: the public site is refreshed, while the
  // settings query is left alone so the form keeps the edits not saved yet.
  const refreshPublic = () =>
    queryClient.invalidateQueries({ queryKey: trpc.business.public.pathKey() });
  // What is saved shows at once on the public site.
  const refreshBusiness = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.business.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.settings.pathKey() }),
    ]);

  const save = useMutation({
    mutationFn: (values: TSettingsValues) =>
      client.business.updateSettings.mutate(toSettingsInput(values)),
    onSuccess: () => {
      notifications.show({ color: 'green', message: SUCCESS_MESSAGES.businessSettingsSaved });
      return refreshBusiness();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.savingSettings(errorMessageOf(error)),
      }),
  });

  const keepLinks = (links: TSocialMediaLink[]) => {
    setSavedLinks(links);
    form.setFieldValue('socialMedia', links);
    form.resetDirty({ ...form.getValues(), socialMedia: links });
  };

  const addLink = useMutation({
    mutationFn: (link: TNewLink) => client.business.addSocialMedia.mutate(link),
    onSuccess: (answer) => {
      keepLinks(answer.data.business.socialMedia);
      setNewLink(EMPTY_LINK);
      return refreshPublic();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.addingSocialMedia(errorMessageOf(error)),
      }),
  });

  const removeLink = useMutation({
    mutationFn: (link: TSocialMediaLink) =>
      client.business.removeSocialMedia.mutate({ id: link._id }),
    onSuccess: (answer) => {
      keepLinks(answer.data.business.socialMedia);
      setRemoving(null);
      return refreshPublic();
    },
    onError: (error) => {
      setRemoving(null);
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.removingSocialMedia(errorMessageOf(error)),
      });
    },
  });

  const onAddLink = () => {
    const parsed = ZSocialMediaInput.safeParse(newLink);
    if (!parsed.success) {
      setLinkError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setLinkError(null);
    addLink.mutate(newLink);
  };

  const onUpload = (kind: 'logo' | 'favicon') => async (file: File) => {
    const path = await uploadImage(
      kind === 'logo' ? UPLOAD_TARGETS.logo() : UPLOAD_TARGETS.favicon(),
      file,
    );
    form.setFieldValue(kind === 'logo' ? 'logoUrl' : 'faviconUrl', path);
    await refreshPublic();
  };

  const saveButton = (
    <Button type="submit" form={FORM_ID} h={44} loading={save.isPending}>
      Save Settings
    </Button>
  );
  const errorCount = Object.keys(form.errors).length;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Settings"
        description="What players see about the venue"
        actions={saveButton}
      />
      <form id={FORM_ID} noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          {errorCount > 0 ? (
            <Alert color="red" variant="light">
              {Object.values(form.errors)[0]}
            </Alert>
          ) : null}
          <Section title="Business Information">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Business Name"
                  withAsterisk
                  {...form.getInputProps('businessName')}
                />
                <TextInput label="Tagline" {...form.getInputProps('tagline')} />
                <TextInput label="Email" type="email" {...form.getInputProps('email')} />
                <TextInput label="Phone" {...form.getInputProps('phone')} />
                <TextInput label="Website" {...form.getInputProps('website')} />
                <TextInput label="Map URL" {...form.getInputProps('mapUrl')} />
              </SimpleGrid>
              <Textarea label="Description" minRows={2} {...form.getInputProps('description')} />
              <TextInput label="Full Address" {...form.getInputProps('fullAddress')} />
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
                <TextInput label="Street" {...form.getInputProps('address.street')} />
                <TextInput label="City" {...form.getInputProps('address.city')} />
                <TextInput label="State" {...form.getInputProps('address.state')} />
                <TextInput label="Country" {...form.getInputProps('address.country')} />
                <TextInput label="Postal Code" {...form.getInputProps('address.postalCode')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ImageSetting
                  label="Logo"
                  value={form.values.logoUrl}
                  onUpload={onUpload('logo')}
                />
                <ImageSetting
                  label="Favicon"
                  value={form.values.faviconUrl}
                  onUpload={onUpload('favicon')}
                />
                <Select
                  label="Currency"
                  data={[...CURRENCIES]}
                  allowDeselect={false}
                  {...form.getInputProps('currency')}
                />
                <Select
                  label="Time Zone"
                  data={[...TIME_ZONES]}
                  allowDeselect={false}
                  {...form.getInputProps('timezone')}
                />
              </SimpleGrid>
            </Stack>
          </Section>

          <Section title="About Page">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                The figures the About page shows about the venue, such as its courts and players. A
                row without a figure is not shown.
              </Text>
              {form.values.aboutClaims.map((_claim, index) => (
                <SimpleGrid key={index} cols={2} spacing="sm">
                  <TextInput
                    label={`Figure ${index + 1}`}
                    placeholder="4"
                    {...form.getInputProps(`aboutClaims.${index}.value`)}
                  />
                  <TextInput
                    label={`Figure ${index + 1} counts`}
                    placeholder="Courts"
                    {...form.getInputProps(`aboutClaims.${index}.label`)}
                  />
                </SimpleGrid>
              ))}
            </Stack>
          </Section>

          <Section title="Maintenance Mode">
            <Stack gap="sm">
              <Switch
                size="md"
                label="Maintenance mode (players cannot make new bookings)"
                {...form.getInputProps('maintenanceMode', { type: 'checkbox' })}
              />
              <Textarea
                label="Maintenance message"
                placeholder="We are improving our courts and will be back shortly."
                minRows={2}
                {...form.getInputProps('maintenanceMessage')}
              />
            </Stack>
          </Section>

          <Section title="Payment Methods">
            <Stack gap="md">
              {PAYMENT_METHOD_KEYS.map((method) => (
                <Stack key={method} gap="xs">
                  <Switch
                    size="md"
                    label={PAYMENT_METHOD_LABELS[method]}
                    {...form.getInputProps(`paymentMethods.${method}`, { type: 'checkbox' })}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      label={`${PAYMENT_METHOD_LABELS[method]} title`}
                      {...form.getInputProps(`paymentMethodInfo.${method}.title`)}
                    />
                    <TextInput
                      label={`${PAYMENT_METHOD_LABELS[method]} subtitle`}
                      {...form.getInputProps(`paymentMethodInfo.${method}.subtitle`)}
                    />
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          </Section>

          <Section title="Social Media Links">
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
                      onClick={() => {
                        const saved = savedLinks.find((entry) => entry._id === link._id);
                        if (saved) setRemoving(saved);
                      }}
                    >
                      Remove
                    </Button>
                  </Group>
                ))
              )}
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
                <Button variant="light" h={44} onClick={onAddLink} loading={addLink.isPending}>
                  Add Link
                </Button>
              </Group>
              {linkError ? (
                <Text c="red" size="sm">
                  {linkError}
                </Text>
              ) : null}
            </Stack>
          </Section>

          <Section title="App Store Settings">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="App Store URL" {...form.getInputProps('appSettings.appStoreUrl')} />
              <TextInput
                label="Play Store URL"
                {...form.getInputProps('appSettings.playStoreUrl')}
              />
              <TextInput
                label="Current iOS version"
                {...form.getInputProps('appSettings.currentVersion.ios')}
              />
              <TextInput
                label="Current Android version"
                {...form.getInputProps('appSettings.currentVersion.android')}
              />
              <Switch
                size="md"
                label="Force update (the app asks for the current version)"
                {...form.getInputProps('appSettings.forceUpdate', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Section>

          <Group justify="flex-end">{saveButton}</Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && removeLink.mutate(removing)}
        type="danger"
        title="Remove link"
        message={ADMIN_SCREEN_TEXTS.removeSocialMediaConfirm}
        confirmText="Remove"
        isLoading={removeLink.isPending}
      />
    </Stack>
  );
}

/** Settings (`/admin/settings`): business information, payments, social links, apps, maintenance. */
export default function SettingsPage() {
  const trpc = useTRPC();
  const settingsQuery = useQuery(trpc.business.settings.queryOptions());
  if (settingsQuery.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (settingsQuery.isError) {
    return (
      <Stack gap="md">
        <AdminPageHeader title="Settings" />
        <Alert color="red" variant="filled" title="Settings could not be loaded">
          {errorMessageOf(settingsQuery.error)}
        </Alert>
      </Stack>
    );
  }
  return <SettingsForm business={settingsQuery.data.business} />;
}
