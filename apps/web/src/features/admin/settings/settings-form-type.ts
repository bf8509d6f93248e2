import type { UseFormReturnType } from '@mantine/form';
import type { TSettingsValues } from './settings-form-values';

/** The settings form each section edits its part of. */
export type TSettingsForm = UseFormReturnType<TSettingsValues>;
