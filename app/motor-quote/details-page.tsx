/** `/cardetails/{identifier}`: a journey's car details and premium, or a saved quote's page (issue 12). */
import type { MotorPageData } from "./motor-quote.server";
import { MotorPageFrame, type MotorAction } from "./journey-frame";
import { DetailsStep } from "./details-step";
import { SavedMotorQuoteView } from "./saved-quote-view";

export function MotorDetailsPage({ data, action }: { data: MotorPageData; action: MotorAction | null }) {
  return (
    <MotorPageFrame data={data}>
      {data.kind === "details" && <DetailsStep data={data} action={action} />}
      {data.kind === "saved" && <SavedMotorQuoteView data={data} />}
    </MotorPageFrame>
  );
}
