import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { AVATAR_CATEGORIES } from '../../../../shared/catalogue.ts';
import { AVATAR_PRICE_MAX, AVATAR_PRICE_MIN } from '../../../../shared/constants.ts';
import {
  AVATAR_INTEREST_MAX_LENGTH,
  AVATAR_INTERESTS_MAX,
  formatPrice,
  PRICE_RANGE_MESSAGE,
  VIP_PRICE_RANGE_MESSAGE,
  ZAvatarInput,
} from '../../../../shared/contracts/avatars.ts';
import type { CreatorAvatar } from '../../../../shared/contracts/creator-avatars.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { SelectField, SwitchField } from '../../../components/ui/form-controls.tsx';
import { TagListField } from '../../../components/ui/tag-list-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { importCharacterCard, useSaveAvatar } from '../api/creator-avatars.ts';
import { AvatarImagePicker, type PickedImage } from './avatar-image-picker.tsx';

const toMinor = (price: string) => Math.round(Number(price) * 100);

const priceText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, message)
    .refine((v) => toMinor(v) >= AVATAR_PRICE_MIN && toMinor(v) <= AVATAR_PRICE_MAX, message);

/** The avatar input as the form holds it: prices as typed text (vip optional), pictures beside the form. */
const ZAvatarForm = ZAvatarInput.omit({
  monthlyPrice: true,
  vipMonthlyPrice: true,
  mainImageId: true,
  profileImageId: true,
}).extend({
  price: priceText(PRICE_RANGE_MESSAGE),
  vipPrice: z.union([z.literal(''), priceText(VIP_PRICE_RANGE_MESSAGE)]),
});
type AvatarFormValues = z.infer<typeof ZAvatarForm>;

/** Where the server's price issues go on this form. */
const FORM_PATH: Record<string, string> = { monthlyPrice: 'price', vipMonthlyPrice: 'vipPrice' };

const label = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

function defaults(avatar: CreatorAvatar | null): AvatarFormValues {
  return {
    name: avatar?.name ?? '',
    tagline: avatar?.tagline ?? '',
    description: avatar?.description ?? '',
    personality: avatar?.personality ?? '',
    scenario: avatar?.scenario ?? '',
    firstMessage: avatar?.firstMessage ?? '',
    exampleDialogue: avatar?.exampleDialogue ?? '',
    interests: avatar?.interests ?? [],
    category: (avatar?.category as AvatarFormValues['category']) ?? 'lifestyle',
    price: formatPrice(avatar?.monthlyPrice ?? 1499),
    vipPrice: avatar?.vipMonthlyPrice ? formatPrice(avatar.vipMonthlyPrice) : '',
    isVisible: avatar?.isVisible ?? true,
  };
}

/** Create or edit one avatar: persona (Character Card V2 fields), price, visibility, images. */
export function AvatarEditor({ avatar, onDone }: { avatar: CreatorAvatar | null; onDone: () => void }) {
  const form = useZodForm(ZAvatarForm, defaults(avatar));
  const save = useSaveAvatar();
  const cardInput = useRef<HTMLInputElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  // The creator sees their latest choice, reviewed or not; visitors only reviewed pictures.
  const [main, setMain] = useState<PickedImage>({
    mediaId: undefined,
    url: avatar?.mainImageReview?.url ?? avatar?.mainImage ?? null,
  });
  const [profile, setProfile] = useState<PickedImage>({
    mediaId: undefined,
    url: avatar?.profileImageReview?.url ?? avatar?.profileImage ?? null,
  });
  const [uploading, setUploading] = useState(0);
  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setCardError(null);
    try {
      const { category, tags: _tags, ...persona } = await importCharacterCard(file);
      const current = form.getValues();
      form.reset({ ...current, ...persona, category: category ?? current.category });
      toast({
        title: 'Character Card imported',
        description: `${persona.name}'s persona is ready to review and save.`,
      });
    } catch (error) {
      setCardError(errorMessage(error, 'This file could not be read.'));
    } finally {
      if (cardInput.current) cardInput.current.value = '';
    }
  };

  const onSubmit = async (values: AvatarFormValues) => {
    const { price, vipPrice, ...rest } = values;
    try {
      const saved = await save.mutateAsync({
        id: avatar?.id ?? null,
        input: {
          ...rest,
          monthlyPrice: toMinor(price),
          vipMonthlyPrice: vipPrice === '' ? null : toMinor(vipPrice),
          ...(main.mediaId !== undefined ? { mainImageId: main.mediaId } : {}),
          ...(profile.mediaId !== undefined ? { profileImageId: profile.mediaId } : {}),
        },
      });
      const waiting = [saved.mainImageReview, saved.profileImageReview].some((r) => r?.status === 'pending');
      toast({
        title: avatar ? 'Avatar updated' : 'Avatar created',
        description: `${
          saved.isVisible ? `${saved.name} is live in browse and chat.` : `${saved.name} is hidden from visitors.`
        }${waiting ? ' New pictures show once a moderator approves them.' : ''}`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError)
        applyServerIssues(
          form,
          error.issues.map((i) => ({ ...i, path: FORM_PATH[i.path] ?? i.path })),
        );
      toast({ title: 'Save failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{avatar ? `Edit ${avatar.name}` : 'New Avatar'}</CardTitle>
        <div className="grid justify-items-end gap-1">
          <input
            ref={cardInput}
            type="file"
            accept=".json,application/json,.png,image/png"
            className="sr-only"
            tabIndex={-1}
            aria-label="Character Card file"
            id="character-card-input"
            onChange={(e) => void onImport(e.target.files?.[0])}
          />
          <Button variant="outline" size="sm" onClick={() => cardInput.current?.click()}>
            <FileUp aria-hidden="true" /> Import Character Card
          </Button>
          {cardError ? (
            <p role="alert" className="max-w-xs text-right text-sm font-medium text-destructive">
              {cardError}
            </p>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit}>
          <fieldset disabled={save.isPending} className="grid gap-5 md:grid-cols-2">
            <TextField name="name" label="Name" />
            <TextField name="tagline" label="Tagline" placeholder="One line that sums them up" />
            <TextareaField name="description" label="Description" className="md:col-span-2" />
            <TextareaField name="personality" label="Personality" hint="Traits and way of speaking." />
            <TextareaField name="scenario" label="Scenario" hint="Where and how the conversation happens." />
            <TextareaField name="firstMessage" label="First Message" className="md:col-span-2" />
            <TextareaField
              name="exampleDialogue"
              label="Example Dialogue"
              hint="<START> blocks with {{user}}: and {{char}}: lines."
              className="md:col-span-2"
            />
            <TagListField
              name="interests"
              label="Interests"
              max={AVATAR_INTERESTS_MAX}
              maxLength={AVATAR_INTEREST_MAX_LENGTH}
              hint={`Up to ${AVATAR_INTERESTS_MAX} topics they love, shown on the profile. Press Enter or Add after each.`}
              className="md:col-span-2"
            />
            <SelectField
              name="category"
              label="Category"
              options={AVATAR_CATEGORIES.map((c) => ({ value: c, label: label(c) }))}
            />
            <TextField
              name="price"
              label="Monthly Price"
              inputMode="decimal"
              hint={`The Premium tier: between ${formatPrice(AVATAR_PRICE_MIN)} and ${formatPrice(AVATAR_PRICE_MAX)} per month.`}
            />
            <TextField
              name="vipPrice"
              label="VIP Monthly Price"
              inputMode="decimal"
              hint="Optional: a VIP tier that also unlocks your VIP-only items. Higher than the monthly price; leave empty for none."
            />
            <div className="md:col-span-2">
              <SwitchField
                name="isVisible"
                label="Visible to visitors"
                hint="Hidden avatars stay out of browse and chat."
              />
            </div>
            <AvatarImagePicker
              label="Main Image"
              value={main}
              review={avatar?.mainImageReview ?? null}
              onChange={setMain}
              onBusyChange={onBusy}
            />
            <AvatarImagePicker
              label="Profile Image"
              value={profile}
              review={avatar?.profileImageReview ?? null}
              onChange={setProfile}
              onBusyChange={onBusy}
            />
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || uploading > 0}>
              {save.isPending ? 'Saving...' : avatar ? 'Save Changes' : 'Create Avatar'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
