import { ZJoinMatchAnswer, ZJoinMatchRequest, ZMatch, ZMatchShare, zUuid } from '@padel/contract';
import { z } from 'zod';
import { requestFor } from '../endpoint-request';
import { callApi, publicProcedure, zMutationResult } from '../trpc';

/** join's answer to a web client: the match, the seat, and for a card share the pay page link. */
const ZJoinAnswerForClient = z.object({
  match: ZMatch,
  share: ZMatchShare,
  payUrl: z.string().nullable(),
});

export const matchProcedures = {
  /**
   * As a booking's verify-otp: no time limit (a wallet charge waits for the phone), and a card
   * share's form fields stay on the server side of a signed link to the pay page.
   */
  'matches.join': publicProcedure
    .meta({ endpoint: 'matches.join' })
    .input(z.intersection(z.object({ id: zUuid }), ZJoinMatchRequest))
    .output(zMutationResult(ZJoinAnswerForClient))
    .mutation(async ({ ctx, input }) => {
      const result = await callApi(ctx, { ...requestFor('matches.join', input), timeoutMs: 0 });
      const data = ZJoinMatchAnswer.parse(result.data);
      const payUrl = data.jazzResp ? await ctx.signPayLink(data.match.id, data.jazzResp) : null;
      return { message: result.message, data: { match: data.match, share: data.share, payUrl } };
    }),
};
