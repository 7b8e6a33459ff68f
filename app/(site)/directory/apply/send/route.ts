import { isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { directoryApplicationRoute } from '@/lib/catalogue/directory/directory-application-route';

// 'Add Your Business': an application to the staff inbox, with its photo, for the owner to approve or decline.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = directoryApplicationRoute((request) =>
  isSameOrigin(request.headers, isSecureRequest(request.headers, request.url)),
);
