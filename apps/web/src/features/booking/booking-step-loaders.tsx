import { Center, Loader } from '@mantine/core';
import { lazyExport, rememberedLoader } from '../../lib/lazy-export';

// Step 1 (choose a court) shows with only its own code. The later steps' code loads after it:
// step 2's once the page is idle, step 3's (the form with its validation, the WhatsApp opt-in,
// the code and confirmation dialogs) as soon as a court or a suggested time is chosen, so that
// neither step waits for it in the usual case.
export const loadDateTimeStep = rememberedLoader(() => import('./date-time-step'));
const loadBookingForm = rememberedLoader(() => import('./booking-form'));
const loadBookingSummary = rememberedLoader(() => import('./booking-summary'));
const loadWhatsAppOptIn = rememberedLoader(() => import('../../components/whatsapp-opt-in'));
const loadOtpDialog = rememberedLoader(() => import('../../components/otp-dialog'));
const loadBookingConfirmedDialog = rememberedLoader(() => import('./booking-confirmed-dialog'));

export const DateTimeStep = lazyExport(loadDateTimeStep, 'DateTimeStep');
export const BookingForm = lazyExport(loadBookingForm, 'BookingForm');
export const BookingSummary = lazyExport(loadBookingSummary, 'BookingSummary');
export const CustomerContact = lazyExport(loadBookingSummary, 'CustomerContact');
export const WhatsAppOptIn = lazyExport(loadWhatsAppOptIn, 'WhatsAppOptIn');
export const OtpDialog = lazyExport(loadOtpDialog, 'OtpDialog');
export const BookingConfirmedDialog = lazyExport(
  loadBookingConfirmedDialog,
  'BookingConfirmedDialog',
);

export const preloadConfirmStep = () =>
  void Promise.all([
    loadBookingForm(),
    loadBookingSummary(),
    loadWhatsAppOptIn(),
    loadOtpDialog(),
    loadBookingConfirmedDialog(),
  ]);

export const stepFallback = (
  <Center py="lg">
    <Loader size="sm" />
  </Center>
);
