import type { CallName } from '@contract';
import { m } from './paraglide/messages.js';

/**
 * What each save does, in a line, for the saves kept on a tablet (the pending list and "needs
 * attention"). Keyed by call name; `saves.test.ts` fails when a save call of the contract has
 * none, so a new save gets its line in both languages.
 */
const summaries: Readonly<Partial<Record<CallName, () => string>>> = {
  register: m.save_register,
  login: m.save_login,
  logout: m.save_logout,
  changepassword: m.save_changepassword,
  submitUserRoles: m.save_submitUserRoles,
  setUserActive: m.save_setUserActive,
  saveRolePages: m.save_saveRolePages,
  endOtherSessions: m.save_endOtherSessions,
  saveSettings: m.save_saveSettings,
  saveMistakeType: m.save_saveMistakeType,
  postData: m.save_postData,
  discardQIReport: m.save_discardQIReport,
  postRollData: m.save_postRollData,
  postRollSummaryData: m.save_postRollSummaryData,
  updateRollDetails: m.save_updateRollDetails,
  createFinishRollNoInDB: m.save_createFinishRollNoInDB,
  postMistakeData: m.save_postMistakeData,
  postMistakeDataInDB: m.save_postMistakeDataInDB,
  updateMistakeData: m.save_updateMistakeData,
  removeMistakeData: m.save_removeMistakeData,
  postDefectPhoto: m.photo_save_post,
  removeDefectPhoto: m.photo_save_remove,
  createCCFinishRollNoInDB: m.save_createCCFinishRollNoInDB,
  postCCData: m.save_postCCData,
  postCollarCuffRollData: m.save_postCollarCuffRollData,
  postCCRollSummaryData: m.save_postCCRollSummaryData,
  postCCMistakeData: m.save_postCCMistakeData,
  removeCCMistakeData: m.save_removeCCMistakeData,
  saveCollarCuffRules: m.save_saveCollarCuffRules,
  createKnitCCRollNoInDB: m.save_createKnitCCRollNoInDB,
  postKnitCCData: m.save_postKnitCCData,
  postKnitCCDataRoll: m.save_postKnitCCDataRoll,
  postKnitCCDataRollOld: m.save_postKnitCCDataRollOld,
  postKnitCollarCuffRollData: m.save_postKnitCollarCuffRollData,
  postKnitCCRollSummaryData: m.save_postKnitCCRollSummaryData,
  postBatchData: m.save_postBatchData,
  dojobsSalesInvoiceItem: m.save_dojobsSalesInvoiceItem,
  updateStockEntryLinkedSalesOrder: m.save_updateStockEntryLinkedSalesOrder,
  updateTransferredQtyInSalesOrderItem: m.save_updateTransferredQtyInSalesOrderItem,
  removeRowInStockEntryData: m.save_removeRowInStockEntryData,
  createStockEntryReportRows: m.save_createStockEntryReportRows,
  postStockEntryData: m.save_postStockEntryData,
  postCustomerData: m.save_postCustomerData,
  postAddressData: m.save_postAddressData,
  postContactData: m.save_postContactData,
  postFabricCollarCuffStockDetails: m.save_postFabricCollarCuffStockDetails,
  callSetWarehouseWiseStockData: m.save_callSetWarehouseWiseStockData,
  setVisitorReportExit: m.save_setVisitorReportExit,
  postVistorDataToDB: m.save_postVistorDataToDB,
  sendVistorDataViaEmail: m.save_sendVistorDataViaEmail,
  saveVisitorSettings: m.save_saveVisitorSettings,
  savePeopleName: m.save_savePeopleName,
  saveSalesSettings: m.save_saveSalesSettings,
  syncErpNow: m.save_syncErpNow,
  retryErpPush: m.save_retryErpPush,
  postSecurityScanData: m.save_postSecurityScanData,
  acknowledgeAlert: m.alerts_save_acknowledge,
  resolveAlert: m.alerts_save_resolve,
  saveAlertRules: m.alerts_save_rules,
  saveMyDigest: m.alerts_save_digest,
};

/**
 * The save's line in the current language. Every save has one (saves.test.ts); the contract's
 * English summaries stay on the server's side, out of the first visit.
 */
export const saveSummary = (call: CallName): string => summaries[call]?.() ?? call;

/** The calls that have a line: for the completeness test. */
export const summarisedCalls = (): readonly string[] => Object.keys(summaries);
