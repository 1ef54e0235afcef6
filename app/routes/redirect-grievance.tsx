import { redirect } from "react-router";

/** spec 2: the Hindi-language grievance path redirects to the grievance page (in Hindi). */
export function loader() {
  throw redirect("/grievance-redressal/hindi", 301);
}

export default function GrievanceRedirect() {
  return null;
}
