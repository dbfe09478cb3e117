// Generated from the contract (contract/index.ts) by src/lib/callMeta.test.ts: do not edit.
// Regenerate: npx vitest run --project client src/lib/callMeta.test.ts -u
import type { CallName } from './index';
import type { CallMeta } from './meta';

/** Calls by `service domain kind method`, their names separated by spaces. */
const groups: Record<string, string> = {
  'main auth save POST': 'register login logout changepassword',
  'main auth read GET': 'getSession',
  'main users read GET':
    'getUserData getUserRoles getPagePermission getAuditLog getRoles getMySessions getSettings getGradeRules getMistakeTypes',
  'main users save GET':
    'submitUserRoles setUserActive saveRolePages endOtherSessions saveSettings saveMistakeType',
  'main lookups read GET':
    'getAllItemsFromDB getItemsFromDB getItemsDetailsFromDB getItemBatchDetailsFromDB getbatchFromDB getIndentsFromDB getAllSupplierFromDB getAllOperatorFromDB getAllMachinesFromDB getRollNoFromDB getAllWorkOrderFromDB getWorkOrderDetailsFromDB getAllJobCardFromDB getAllJobCardForWOFromDB getJobCardDetailsFromDB getAllPurchaseOrderFromDB getAllPurchaseOrderFromDB1 getAllSubcontractingOrderFromDB getAllSubcontractingOrderFromDB1 getAllSubcontractOrderForPOFromDB getPoNoFromDB getItemsDetailsForPOFromDB getItemsDetailsForSOFromDB getSpecifiedItemsDetailsForPOFromDB getSpecifiedItemsDetailsForSOFromDB',
  'main inspection read GET':
    'getAllQIReportFromDB getAllQIReportFromDBWithInspectOk getQIReportFromDB getQIReportFromDBCompleted getQIReportFromDBAllData getQIReportWithRollsFromDB getQIReportFromDBWithInspectNotOk getQIReportFromDBWithInspectOk getOnGoingInspectionDetails getTodayInspectedFabricWeight getTodayInspectedFabricTotalRolls getQIReportFromERPNEXT getRollReportFromERPNEXT getRollProductionFromERPNEXT getGreigeRollNoInDB checkGreigeRollNoinFinishRoll checkRollNoInERPNext confirmRollNoFromDB getRollsToInspectFromDB getRollsWaitingFromDB getMistakeDetailsFromDB getMistakeDataInDB getDefectPhoto',
  'main inspection save GET':
    'postData postRollData postRollSummaryData updateRollDetails createFinishRollNoInDB discardQIReport postMistakeData postMistakeDataInDB updateMistakeData removeMistakeData removeDefectPhoto',
  'main inspection save POST': 'postDefectPhoto',
  'main collarCuff read GET':
    'getAllQICCReportFromDB getAllQICCReportFromDBWithInspectOk getQICCReportFromDB getQICCReportFromDBCompleted getQICCReportFromDBAllData getQICCReportWithRollsFromDB getQICCReportFromDBWithInspectNotOk getQICCReportFromDBWithInspectOk getOnGoingCCInspectionDetails getGreigeCCRollNoInDB checkGreigeCCRollNoinFinishRoll checkCCRollNoInERPNext getQICCReportFromERPNEXT getAqlPlan getCollarCuffRules',
  'main collarCuff save GET':
    'createCCFinishRollNoInDB postCCData postCollarCuffRollData postCCRollSummaryData postCCMistakeData removeCCMistakeData saveCollarCuffRules',
  'main knitting read GET':
    'getKnitCCReportFromDB getSpecifiedKnitCCReportFromDB getSpecifiedKnitCCReportRollsFromDB',
  'main knitting save GET':
    'createKnitCCRollNoInDB postKnitCCData postKnitCCDataRoll postKnitCCDataRollOld postKnitCollarCuffRollData postKnitCCRollSummaryData',
  'main dashboard read GET':
    'getDashboardRollsFromDB getTotalFabricInspected getTotalCCInspected getMistakeWiseFabricInspected getMistakeWiseFinishFabricInspected getMistakeWiseSupplierWiseFinishFabricInspected getSupplierWiseFabricInspected getSupplierWiseFinishFabricInspected getFabricWiseFabricInspected getFabricWiseFinishFabricInspected getCheckerWiseFabricInspected getCheckerWiseFinishFabricInspected getGradeWiseRollInspected getGradeWiseFinishRollInspected getLiveFabricInspectionDetails getLiveFabricMachineInspectionDetails getLiveCCInspectionDetails getLiveCCMachineInspectionDetails getTodayInspectedFabricTotalRollsForDate getTodayInspectedCollarCuffTotalRollsForDate',
  'main production read GET':
    'getProductionRollsFromDB getGradeNo1RollReportFromERPNEXT getGradeNo2RollReportFromERPNEXT getGradeNo3RollReportFromERPNEXT getGradeNo1RollReportFromERPNEXTForDate getGradeNo2RollReportFromERPNEXTForDate getGradeNo3RollReportFromERPNEXTForDate getTodayProductionFabricTotalRollsForDate getTodayProductionFabricTotalRollsForSpecifiedDate getTodayProductionCollarCuffTotalRollsForSpecifiedDate getTodayProductionFabricWiseTotalRollsForDate getTodayProductionFabricDayWiseTotalRollsForDate getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate getTodayProductionMachineWiseTotalRollsForDate getTodayProductionMachineWiseDayWiseTotalRollsForDate getTodayProductionCollarCuffWiseTotalRollsForDate getTodayProductionCollarCuffMachineWiseTotalRollsForDate getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate getTodayProductionCollarCuffDayWiseTotalRollsForDate getTodayProductionCCTotalRollsForDate getRollReportSummaryJobCardWiseFromERPNext getRollReportSummaryPOWiseFromERPNext getRollReportSummarySOPOWiseFromERPNext',
  'main production save GET': 'postBatchData',
  'main sales read GET':
    'getSalesInvoiceDetailsForDate getSalesInvoiceDetailsForYesterdayDate getSalesInvoiceDetailsForThisWeekDate getSalesInvoiceDetailsForThisMonthDate getSalesInvoiceDetailsForThisQuarterDate getSalesInvoiceDetailsForThisYearDate getSalesOrderDetailsForDate getSalesOrderDetailsForYesterdayDate getSalesOrderDetailsForThisWeekDate getSalesOrderDetailsForThisMonthDate getSalesOrderDetailsForThisQuarterDate getSalesOrderDetailsForThisYearDate getTextilesSalesDataForDate getTextilesSalesDataForThisWeekDate getTextilesSalesDataForThisMonthDate getTextilesSalesDataForThisYearDate getTextilesSalesDataForLastYearDate getExportSalesDataForDate getExportSalesDataForThisWeekDate getExportSalesDataForThisMonthDate getExportSalesDataForThisYearDate getExportSalesDataForLastYearDate getDigitalSalesDataForDate getDigitalSalesDataForThisWeekDate getDigitalSalesDataForThisMonthDate getDigitalSalesDataForThisYearDate getDigitalSalesDataForLastYearDate getOfflineSalesDataForDate getOfflineSalesDataForThisWeekDate getOfflineSalesDataForThisMonthDate getOfflineSalesDataForThisYearDate getOfflineSalesDataForLastYearDate getOnlineSalesDataForDate getOnlineSalesDataForThisWeekDate getOnlineSalesDataForThisMonthDate getOnlineSalesDataForThisYearDate getOnlineSalesDataForLastYearDate getTexvalleySalesDataForDate getTexvalleySalesDataForThisWeekDate getTexvalleySalesDataForThisMonthDate getTexvalleySalesDataForThisYearDate getTexvalleySalesDataForLastYearDate getDyeingSalesDataForDate getDyeingSalesDataForThisWeekDate getDyeingSalesDataForThisMonthDate getDyeingSalesDataForThisYearDate getDyeingSalesDataForLastYearDate getHOSalesDataForDate getHOSalesDataForThisWeekDate getHOSalesDataForThisMonthDate getHOSalesDataForThisYearDate getHOSalesDataForLastYearDate getSalesInvoiceDetailsForThisYearDateTrendChart getSalesOrderDetailsForThisYearDateTrendChart getSalesOrderReportDetailsForDate getSalesOrderReportAllDetailsForDate getSalesOrderReportDetailsSalesPersonWiseForDate getSalesInvoiceReportDetailsSalesPersonWiseForDate getTextilesSalesInvoiceCommercialNameWise getTextilesSalesOrderCommercialNameWise getTextilesSalesInvoiceCustomerNameWise getTextilesSalesOrderCustomerNameWise getTextilesSalesInvoicePivotData getTextilesSalesOrderPivotData getTextilesSalesInvoicePivotDataForChart getTextilesSalesOrderPivotDataForChart getSalesPivot getSalesSettings',
  'main sales save GET': 'saveSalesSettings dojobsSalesInvoiceItem',
  'main orders read GET':
    'getSalesOrderFromDBAllData getSalesOrderFromDB getSalesOrderItemRolls getStockEntryLinkedSalesOrder getSalesOrderItemsFromDB getPOProcessLossFromDB getStockEntryReportRows',
  'main orders save GET':
    'updateStockEntryLinkedSalesOrder updateTransferredQtyInSalesOrderItem removeRowInStockEntryData createStockEntryReportRows postStockEntryData',
  'main customers read GET': 'getCustomerDataFromDB getCustomerDetailsFromDB',
  'main customers save GET': 'postCustomerData postAddressData postContactData',
  'main security read GET': 'getSecurityScanReport',
  'main security save GET': 'postSecurityScanData',
  'stock stock save GET': 'postFabricCollarCuffStockDetails callSetWarehouseWiseStockData',
  'stock stock read GET':
    'getFabricCollarCuffStockDetails getStockDetailsForAllBatches getStockDetailsForAllBatchesJV getStockDetailsForAllPTSASTRI getStockDetailsForAllJV getCollarCuffDetails getStockDetailsForItemInJV getStockDetailsFromERPNEXT getWarehousesFromDB getGreigeRollsForBatch checkRollForBatch getBatchRollsFromDB',
  'gate visitors read GET':
    'getVisitorReportFromDBAllData getVisitorReportFromDBAllDataForOut getVisitorFromDB getVisitorHostsFromDB getVistorDataFromERPNext getVisitorSettings',
  'gate visitors save GET': 'setVisitorReportExit postVistorDataToDB saveVisitorSettings',
  'gate visitors save POST': 'sendVistorDataViaEmail',
  'gate attendance read GET':
    'getAttendanceDataFromDB getAttendanceDataDesignationWiseFromDB getPeopleNames',
  'gate attendance save GET': 'savePeopleName',
  'main passport read GET': 'getRollPassport',
  'main alerts read GET': 'getAlerts getAlertCount getMachineHistory getAlertRules getMyDigest',
  'main alerts save GET': 'acknowledgeAlert resolveAlert saveAlertRules saveMyDigest',
  'main erpnext read GET': 'getErpStatus getErpPushProblems',
  'main erpnext save GET': 'syncErpNow retryErpPush',
};

// The test that writes this file checks every call of it against the contract.
export const callMeta = Object.fromEntries(
  Object.entries(groups).flatMap(([meta, names]) => {
    const [service, domain, kind, method] = meta.split(' ');
    return names.split(' ').map((name) => [name, { service, domain, kind, method }]);
  }),
) as unknown as Record<CallName, CallMeta>;
