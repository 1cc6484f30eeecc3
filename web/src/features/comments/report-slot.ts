import { createContext, type ReactNode, useContext } from 'react';

/**
 * How a comment is reported: the page that shows comments passes moderation's report button in
 * (features do not import each other), and each comment the viewer may report shows it.
 */
export type ReportComment = (commentId: string) => ReactNode;

export const ReportCommentContext = createContext<ReportComment | null>(null);

export const useReportComment = () => useContext(ReportCommentContext);
