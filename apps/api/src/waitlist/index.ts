export * from './waitlist-service';
export * from './waitlist-task';
export type { WaitlistOffer } from './waitlist-offer-mail';
