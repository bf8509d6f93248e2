import { toServerUrl } from '../lib/server-url';
import { useBusiness } from '../lib/use-business';
import classes from './brand-logo.module.css';

/** The venue's logo and name from business settings, with the default mark as fallback. */
export function BrandLogo() {
  const business = useBusiness();
  const logo = business?.logoUrl;
  return (
    <div className={classes.root}>
      {logo ? (
        <img
          src={toServerUrl(logo)}
          alt=""
          width={32}
          height={32}
          decoding="async"
          className={classes.mark}
        />
      ) : (
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" className={classes.mark}>
          <circle cx="32" cy="32" r="30" fill="#f97316" />
          <circle cx="32" cy="32" r="12" fill="#facc15" />
        </svg>
      )}
      <p className={classes.name} dir="auto">
        {business?.businessName || 'Padel Arena'}
      </p>
    </div>
  );
}
