// Judge protocol and verdict types shared by the server and the judge (owned by the judge work).
export {};
