export { BookingSeriesSection } from './booking-series-section';
export { SeriesPanel } from './series-panel';
