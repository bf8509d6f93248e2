import type { UseFormReturnType } from '@mantine/form';
import type { TCourtFormValues } from './court-form';

/** The court form each part of the add/edit modal edits. */
export type TCourtForm = UseFormReturnType<TCourtFormValues>;
