import type { InsuranceProduct } from '@kredo/contract/insurance';
import { productsForCover, type CoverTypeCode } from '@kredo/domain/insurance-catalogue';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { insurancePath, productListPath, userDetailsPath } from '../lib/insurance-routes';
import { rememberSelection } from '../lib/selection';
import { useChosenSubProduct, type ChosenSubProduct } from '../lib/use-chosen-sub-product';
import { Declarations } from './declarations';
import { PolicyCovers } from './policy-covers';
import { PolicyTermsButton } from './policy-terms-button';
import { ProductChoice } from './product-choice';
import { ProductSummary } from './product-summary';
import '../texts';

/**
 * The product detail (spec 002 §2), at /productList: the sub-product's products for the chosen
 * cover type, the chosen one's covers, 'Download Policy Terms', its declarations to tick, 'Proceed'
 * (disabled until they are ticked when it has any) and 'Powered By' its insurer.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { products, chosen } = useChosenSubProduct();
  if (products.isPending) return <RouteLoader />;
  if (products.isError)
    return (
      <Page title={t('insurance.title')}>
        <ErrorMessage error={products.error} />
      </Page>
    );
  if (!chosen)
    return (
      <Page title={t('insurance.title')}>
        <Typography>{t('insurance.product.notFound')}</Typography>
        <Button component={RouterLink} to={brand.path(insurancePath())} variant="contained" size="large">
          {t('insurance.product.chooseProduct')}
        </Button>
      </Page>
    );
  return <ProductDetail key={`${chosen.subProduct.subCategory}-${chosen.coverType}`} chosen={chosen} />;
}

function ProductDetail({ chosen: { subProduct, coverType } }: { chosen: ChosenSubProduct }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const products = productsForCover(subProduct, coverType === 'INDIVIDUAL');
  const [productId, setProductId] = useState(products[0]?.productId ?? '');
  const product: InsuranceProduct | undefined =
    products.find((candidate) => candidate.productId === productId) ?? products[0];
  const [agreed, setAgreed] = useState(false);
  if (!product) return null;
  const needsAgreement = product.declarationFields.length > 0;

  const chooseCover = (next: CoverTypeCode | null) => {
    if (!next || next === coverType) return;
    rememberSelection({ subCategory: subProduct.subCategory, coverType: next });
    void navigate(brand.path(productListPath(subProduct.subCategory, next)), { replace: true });
  };

  return (
    <Page title={subProduct.heading}>
      {subProduct.coverTypes.length > 1 && (
        <ToggleButtonGroup
          value={coverType}
          exclusive
          fullWidth
          color="primary"
          aria-label={t('insurance.product.chooseCover')}
          onChange={(_, next: CoverTypeCode | null) => chooseCover(next)}
        >
          {subProduct.coverTypes.map((type) => (
            <ToggleButton
              key={type.type}
              value={type.type}
              // The theme's selected tint puts the brand colour on a pale fill below 4.5:1: the
              // chosen cover is the brand's fill with its contrast text.
              sx={{
                minHeight: 44,
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
              }}
            >
              {t(`insurance.coverTypes.${type.type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {products.length > 1 && (
        <ProductChoice products={products} productId={product.productId} onChange={setProductId} />
      )}
      <ProductSummary product={product} />
      <PolicyCovers covers={product.policyCovers} />
      <PolicyTermsButton productId={product.productId} />
      {needsAgreement && (
        <Declarations declarations={product.declarationFields} agreed={agreed} onAgreedChange={setAgreed} />
      )}
      <Button
        variant="contained"
        size="large"
        disabled={needsAgreement && !agreed}
        onClick={() => {
          rememberSelection({ subCategory: subProduct.subCategory, coverType, productId: product.productId });
          void navigate(brand.path(userDetailsPath(product.productId)));
        }}
      >
        {t('messages.insuranceProceed')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('messages.insurancePoweredBy')} <strong>{product.insurer.name}</strong>
      </Typography>
    </Page>
  );
}
