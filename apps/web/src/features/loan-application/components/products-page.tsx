import type { ProductSpec } from '@kredo/contract/loan-application';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import { ProductFigures } from './product-figures';
import { useProductText } from '../lib/product-text';
import '../texts';

/** Only pre-approved products are shown when any exist (spec 000 §4.4). */
export function productsToShow(products: readonly ProductSpec[]): ProductSpec[] {
  const preApproved = products.filter((product) => product.preApproved);
  return preApproved.length > 0 ? preApproved : [...products];
}

type ProductsPageProps = {
  products: readonly ProductSpec[];
  allowNewApplication: boolean;
  onChoose: (product: ProductSpec) => void;
};

/**
 * Products (spec 000 §2.4, §4.4, §8): the ones the borrower qualifies for, each with its picture,
 * what it lends and what an example loan costs; or why there are none.
 */
export function ProductsPage({ products, allowNewApplication, onChoose }: ProductsPageProps) {
  const { t } = useTranslation();
  if (!allowNewApplication)
    return (
      <Page title={t('loanApplication.products.title')}>
        <Typography>{t('messages.applicationUnderProcess')}</Typography>
      </Page>
    );
  const shown = productsToShow(products);
  if (shown.length === 0)
    return (
      <Page title={t('messages.noProductsTitle')}>
        <Typography>{t('messages.noProducts')}</Typography>
      </Page>
    );
  return (
    <Page title={t('loanApplication.products.title')}>
      <Stack spacing={2}>
        {shown.map((product) => (
          <ProductCard key={product.productCode} product={product} onChoose={onChoose} />
        ))}
      </Stack>
    </Page>
  );
}

/** One product: its picture, name and description in the reader's language, figures and Apply. */
function ProductCard({
  product,
  onChoose,
}: {
  product: ProductSpec;
  onChoose: (product: ProductSpec) => void;
}) {
  const { t } = useTranslation();
  const { title, description } = useProductText(product);
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {product.kypImages[0] && (
            // The product's picture from the catalogue; decorative beside its title.
            <img src={product.kypImages[0]} alt="" width={56} height={56} loading="lazy" />
          )}
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            {product.preApproved && (
              <Chip label={t('loanApplication.products.preApproved')} color="success" size="small" />
            )}
          </Stack>
        </Stack>
        <Typography sx={{ mt: 1 }}>{description}</Typography>
        <ProductFigures product={{ ...product, title }} />
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          onClick={() => onChoose(product)}
          aria-label={t('loanApplication.products.applyFor', { title })}
        >
          {t('loanApplication.products.apply')}
        </Button>
      </CardActions>
    </Card>
  );
}
