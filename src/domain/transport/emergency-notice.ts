/**
 * The service organises planned transport; its « Urgente » and « Critique » priorities mean « soon », never a
 * vital emergency. Said once, where a clinic chooses the priority and in the CGU (issue 25).
 */
export const VITAL_EMERGENCY_NOTICE =
  'Urgence vitale : appelez le 15 (SAMU) ou le 112. Ce service organise des transports programmés et ne remplace pas les secours.';
