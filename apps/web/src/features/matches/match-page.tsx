import {
  Alert,
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice, MATCH_MESSAGES, RESULT_MESSAGES, type TMatch } from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { openAuthModal, useSession } from '../auth';
import { usePublicBusiness } from '../booking';
import { JoinMatchDialog } from './join-match-dialog';
import { MatchCard } from './match-card';
import { matchPath } from './match-format';
import { MatchResultPanel } from './match-result-panel';
import { useTexts } from '../../i18n/texts';
import { matchesTexts } from './matches-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

function ViewerActions({ match, onJoin }: { match: TMatch; onJoin: () => void }) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const R = useCatalogueGroup(RESULT_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(matchesTexts);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const leave = useMutation(trpc.matches.leave.mutationOptions());
  const share = match.viewer?.share;
  // Once it has started no one joins or leaves.
  if (match.status === 'started' || match.status === 'played') {
    return <Text size="sm">{match.status === 'started' ? R.started : R.played}</Text>;
  }
  if (match.viewer?.isHost) {
    return <Text size="sm">{M.hostCannotJoin}</Text>;
  }
  if (share) {
    return (
      <Stack gap="xs">
        <Text size="sm">{M.youAreIn(share.amount)}</Text>
        <Button
          color="red"
          variant="outline"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(
              { id: match.id },
              {
                onSuccess: ({ message }) => {
                  notifications.show({ color: 'green', message: message || M.left });
                  void queryClient.invalidateQueries(trpc.matches.pathFilter());
                  void queryClient.invalidateQueries(trpc.bookings.pathFilter());
                },
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessageOf(error) }),
              },
            )
          }
        >
          {t('matches.leave')}
        </Button>
      </Stack>
    );
  }
  if (match.status !== 'open' || match.openSeats === 0) {
    return <Text size="sm">{match.openSeats === 0 ? M.matchFull : M.matchNotOpen}</Text>;
  }
  return (
    <Button onClick={onJoin}>
      {t('matches.joinFor', { price: formatPrice(match.pricePerPlayer) })}
    </Button>
  );
}

/** Route /matches/:id, the address a match is shared by: the match, Join, Leave, Share. */
export default function MatchPage() {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(matchesTexts);
  const { id = '' } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const { user } = useSession();
  const business = usePublicBusiness();
  const query = useQuery(trpc.matches.byId.queryOptions({ id }));
  const [isJoining, setIsJoining] = useState(false);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('matches.loadingMatch')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack maw={640} mx="auto">
        <Alert color="red" variant="light" title={errorMessageOf(query.error)} />
        <Button component={Link} href="/matches" variant="light">
          {t('matches.seeOpenMatches')}
        </Button>
      </Stack>
    );
  }
  const { match } = query.data;
  const onJoin = () => {
    if (!user) openAuthModal('login', M.loginToJoin);
    else setIsJoining(true);
  };
  const shareUrl =
    typeof window === 'undefined'
      ? matchPath(match.id)
      : `${window.location.origin}${matchPath(match.id)}`;

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('matches.title')}
        </Title>
        <CopyButton value={shareUrl}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('matches.linkCopied') : t('matches.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <MatchCard match={match}>
        <ViewerActions match={match} onJoin={onJoin} />
        <MatchResultPanel match={match} />
      </MatchCard>
      <Button component={Link} href="/matches" variant="subtle">
        {t('matches.allOpenMatches')}
      </Button>
      {isJoining && business.data && (
        <JoinMatchDialog
          match={match}
          opened
          paymentMethods={business.data.business.paymentMethods}
          paymentMethodInfo={business.data.business.paymentMethodInfo}
          onClose={() => setIsJoining(false)}
          onJoined={(message) => {
            setIsJoining(false);
            notifications.show({ color: 'green', message });
          }}
        />
      )}
    </Stack>
  );
}
