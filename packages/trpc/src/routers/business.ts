import {
  ZBusinessAnswer,
  ZBusinessSettingsInput,
  ZIdParams,
  ZMaintenanceRequest,
  ZPublicBusinessAnswer,
  ZSocialMediaInput,
} from '@padel/contract';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

export const businessRouter = router({
  public: endpoint({ method: 'GET', path: '/business/public', output: ZPublicBusinessAnswer }),
  settings: endpoint({ method: 'GET', path: '/business/settings', output: ZBusinessAnswer }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/business/settings',
    input: ZBusinessSettingsInput,
    output: ZBusinessAnswer,
  }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/business/maintenance',
    input: ZMaintenanceRequest,
    output: ZBusinessAnswer,
  }),
  addSocialMedia: endpoint({
    method: 'POST',
    path: '/business/social-media',
    input: ZSocialMediaInput,
    output: ZBusinessAnswer,
  }),
  updateSocialMedia: endpoint({
    method: 'PUT',
    path: '/business/social-media/:id',
    input: withParams(ZIdParams, ZSocialMediaInput),
    output: ZBusinessAnswer,
  }),
  removeSocialMedia: endpoint({
    method: 'DELETE',
    path: '/business/social-media/:id',
    input: ZIdParams,
    output: ZBusinessAnswer,
  }),
});
