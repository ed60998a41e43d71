// Listed explicitly (not globbed) so the same list works under swc-node, jest
// and any bundler. Append new migrations at the end; never edit a merged one.
import { InitialSchema1763840000000 } from './1763840000000-InitialSchema';
import { CrmImportGuarantees1763900000000 } from './1763900000000-CrmImportGuarantees';
import { VisitStatistics1763920000000 } from './1763920000000-VisitStatistics';
import { ReferenceLists1763910000000 } from './1763910000000-ReferenceLists';
import { SearchIndexes1763970000000 } from './1763970000000-SearchIndexes';
import { SiteConfiguration1764000000000 } from './1764000000000-SiteConfiguration';
import { ListOrderIndex1764100000000 } from './1764100000000-ListOrderIndex';
import { ProjectUnitsIndex1764200000000 } from './1764200000000-ProjectUnitsIndex';
import { OneVisitPerDay1764310000000 } from './1764310000000-OneVisitPerDay';
import { SyncRunProjectWithdrawals1764320000000 } from './1764320000000-SyncRunProjectWithdrawals';
import { ProjectsMenuEntry1764340000000 } from './1764340000000-ProjectsMenuEntry';
import { ReferencePrefixIndex1764350000000 } from './1764350000000-ReferencePrefixIndex';
import { DetailsInDomainShape1764380000000 } from './1764380000000-DetailsInDomainShape';
import { CitySearchText1764390000000 } from './1764390000000-CitySearchText';
import { Subscriptions1764430000000 } from './1764430000000-Subscriptions';
import { DemandAlertPreviousPrice1764430000001 } from './1764430000001-DemandAlertPreviousPrice';
import { CaptchaSpent1764410000000 } from './1764410000000-CaptchaSpent';
import { VisitBookings1764420000000 } from './1764420000000-VisitBookings';
import { LeadsAndMailOutbox1764400000000 } from './1764400000000-LeadsAndMailOutbox';
import { PropertyForms1764440000000 } from './1764440000000-PropertyForms';
import { OwnerPortal1764470000000 } from './1764470000000-OwnerPortal';
import { OwnerAuth1764460000000 } from './1764460000000-OwnerAuth';
import { OperatorAccounts1764510000000 } from './1764510000000-OperatorAccounts';
import { MailOutboxResend1764520000000 } from './1764520000000-MailOutboxResend';
import { LeadConsole1764530000000 } from './1764530000000-LeadConsole';
import { SiteConfigChanges1764540000000 } from './1764540000000-SiteConfigChanges';
import { RecordLeadFunction1764560000000 } from './1764560000000-RecordLeadFunction';
import { AbuseBudgets1764600000000 } from './1764600000000-AbuseBudgets';
import { UploadBudgets1764610000000 } from './1764610000000-UploadBudgets';
import { LeadAgentReassigned1764700000000 } from './1764700000000-LeadAgentReassigned';
import { AgencyLocale1764710000000 } from './1764710000000-AgencyLocale';
import { MailOutboxSentCopy1764740000000 } from './1764740000000-MailOutboxSentCopy';
import { SyncRunStartedBy1764740000001 } from './1764740000001-SyncRunStartedBy';
import { WebVitals1764900000000 } from './1764900000000-WebVitals';
import { CardFacts1764870000000 } from './1764870000000-CardFacts';
import { DemandPausedAt1764890000000 } from './1764890000000-DemandPausedAt';
import { MapSearchIndexes1764920000000 } from './1764920000000-MapSearchIndexes';
import { ListOrderCoversPosition1764950000000 } from './1764950000000-ListOrderCoversPosition';
import { PropertyFeatures1764935000000 } from './1764935000000-PropertyFeatures';
import { DemandCriteriaFilters1764940000000 } from './1764940000000-DemandCriteriaFilters';
import { PropertyFeatureIndex1764935000001 } from './1764935000001-PropertyFeatureIndex';
import { PropertyPriceChanges1764945000000 } from './1764945000000-PropertyPriceChanges';

export const migrations = [
  InitialSchema1763840000000,
  CrmImportGuarantees1763900000000,
  VisitStatistics1763920000000,
  ReferenceLists1763910000000,
  SearchIndexes1763970000000,
  SiteConfiguration1764000000000,
  ListOrderIndex1764100000000,
  ProjectUnitsIndex1764200000000,
  OneVisitPerDay1764310000000,
  SyncRunProjectWithdrawals1764320000000,
  ProjectsMenuEntry1764340000000,
  ReferencePrefixIndex1764350000000,
  DetailsInDomainShape1764380000000,
  CitySearchText1764390000000,
  CaptchaSpent1764410000000,
  VisitBookings1764420000000,
  Subscriptions1764430000000,
  LeadsAndMailOutbox1764400000000,
  PropertyForms1764440000000,
  DemandAlertPreviousPrice1764430000001,
  OwnerPortal1764470000000,
  OwnerAuth1764460000000,
  OperatorAccounts1764510000000,
  MailOutboxResend1764520000000,
  LeadConsole1764530000000,
  SiteConfigChanges1764540000000,
  RecordLeadFunction1764560000000,
  AbuseBudgets1764600000000,
  UploadBudgets1764610000000,
  LeadAgentReassigned1764700000000,
  AgencyLocale1764710000000,
  MailOutboxSentCopy1764740000000,
  SyncRunStartedBy1764740000001,
  CardFacts1764870000000,
  DemandPausedAt1764890000000,
  WebVitals1764900000000,
  MapSearchIndexes1764920000000,
  PropertyFeatures1764935000000,
  DemandCriteriaFilters1764940000000,
  PropertyFeatureIndex1764935000001,
  PropertyPriceChanges1764945000000,
  ListOrderCoversPosition1764950000000,
];

// Each one by name too, for the tests that run a single migration's up() and down().
export {
  InitialSchema1763840000000,
  CrmImportGuarantees1763900000000,
  VisitStatistics1763920000000,
  ReferenceLists1763910000000,
  SearchIndexes1763970000000,
  SiteConfiguration1764000000000,
  ListOrderIndex1764100000000,
  ProjectUnitsIndex1764200000000,
  OneVisitPerDay1764310000000,
  SyncRunProjectWithdrawals1764320000000,
  ProjectsMenuEntry1764340000000,
  ReferencePrefixIndex1764350000000,
  DetailsInDomainShape1764380000000,
  CitySearchText1764390000000,
  Subscriptions1764430000000,
  DemandAlertPreviousPrice1764430000001,
  CaptchaSpent1764410000000,
  VisitBookings1764420000000,
  LeadsAndMailOutbox1764400000000,
  PropertyForms1764440000000,
  OwnerPortal1764470000000,
  OwnerAuth1764460000000,
  OperatorAccounts1764510000000,
  MailOutboxResend1764520000000,
  LeadConsole1764530000000,
  SiteConfigChanges1764540000000,
  RecordLeadFunction1764560000000,
  AbuseBudgets1764600000000,
  UploadBudgets1764610000000,
  LeadAgentReassigned1764700000000,
  AgencyLocale1764710000000,
  MailOutboxSentCopy1764740000000,
  SyncRunStartedBy1764740000001,
  CardFacts1764870000000,
  DemandPausedAt1764890000000,
  WebVitals1764900000000,
  MapSearchIndexes1764920000000,
  PropertyFeatures1764935000000,
  DemandCriteriaFilters1764940000000,
  PropertyFeatureIndex1764935000001,
  PropertyPriceChanges1764945000000,
  ListOrderCoversPosition1764950000000,
};
