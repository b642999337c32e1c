import {
  TRAINING_AUTH,
  TRAINING_DEFAULT_RANK,
  type AdminTrainingView,
  type RankShowName,
  type TrainingAuth,
  type TrainingSaveBody,
} from '@judge/contract';

/** The back office's training form as its fields hold it (spec 3 "Training"). */
export interface TrainingFormValues {
  rank: number;
  title: string;
  description: string;
  categoryId: number | null;
  auth: TrainingAuth;
  privatePwd: string;
  rankShowName: RankShowName;
}

/** A new training: the reference's starting rank, public, shown by username. */
export const emptyTrainingForm = (categoryId: number | null): TrainingFormValues => ({
  rank: TRAINING_DEFAULT_RANK,
  title: '',
  description: '',
  categoryId,
  auth: TRAINING_AUTH.PUBLIC,
  privatePwd: '',
  rankShowName: 'username',
});

export function trainingToForm(view: AdminTrainingView): TrainingFormValues {
  const { training } = view;
  return {
    rank: training.rank,
    title: training.title,
    description: training.description,
    categoryId: view.trainingCategory?.id ?? null,
    auth: training.auth,
    privatePwd: training.privatePwd ?? '',
    rankShowName: training.rankShowName,
  };
}

/** The reference's `TrainingDTO`; a public training sends no password. */
export function formToBody(values: TrainingFormValues): TrainingSaveBody {
  const isPrivate = values.auth === TRAINING_AUTH.PRIVATE;
  return {
    training: {
      rank: values.rank,
      title: values.title.trim(),
      description: values.description,
      auth: values.auth,
      privatePwd: isPrivate ? values.privatePwd.trim() : undefined,
      rankShowName: values.rankShowName,
    },
    trainingCategory: { id: values.categoryId ?? 0 },
  };
}

const SERVER_FIELDS: Record<string, keyof TrainingFormValues> = {
  'training.rank': 'rank',
  'training.title': 'title',
  'training.description': 'description',
  'training.auth': 'auth',
  'training.privatePwd': 'privatePwd',
  'training.rankShowName': 'rankShowName',
  'trainingCategory.id': 'categoryId',
  trainingCategory: 'categoryId',
};

/** The form field a server's 400 names (`training.title` → title), so the message shows under it. */
export const formFieldOfServerError = (field: string | undefined): keyof TrainingFormValues | null =>
  (field && SERVER_FIELDS[field]) || null;
